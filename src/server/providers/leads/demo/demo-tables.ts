import type { departments, seniorityLevels } from '../../../../shared/leads/search'

/** Word lists of the demo data set: real technology names, plausible roles, schools and topics. A data table. */
export type Department = (typeof departments)[number]
export type Seniority = (typeof seniorityLevels)[number]

/** Role nouns per department; a job title is a seniority word plus one of these ("Senior Software Engineer"). */
export const rolesByDepartment: Record<Department, readonly string[]> = {
  Engineering: ['Software Engineer', 'Backend Engineer', 'Frontend Engineer', 'DevOps Engineer', 'Data Engineer', 'QA Engineer', 'Engineering'],
  Sales: ['Account Executive', 'Sales Representative', 'Business Development', 'Sales', 'Account Manager'],
  Marketing: ['Marketing', 'Growth Marketer', 'Content Strategist', 'SEO Specialist', 'Brand Manager', 'Demand Generation'],
  Finance: ['Finance', 'Accountant', 'Financial Analyst', 'Controller', 'Treasury'],
  Operations: ['Operations', 'Operations Analyst', 'Supply Chain', 'Logistics', 'Office Manager'],
  'Human Resources': ['Human Resources', 'Recruiter', 'Talent Acquisition', 'People Operations', 'HR Business Partner'],
  'Customer Success': ['Customer Success', 'Customer Support', 'Account Manager', 'Client Services', 'Onboarding Specialist'],
  Legal: ['Legal', 'Legal Counsel', 'Paralegal', 'Compliance', 'Contracts Manager'],
  Product: ['Product', 'Product Manager', 'Product Owner', 'Product Analyst'],
  Design: ['Design', 'Product Designer', 'UX Designer', 'UI Designer', 'Graphic Designer'],
  'Information Technology': ['IT', 'Systems Administrator', 'IT Support', 'Network Engineer', 'Security Analyst'],
  Executive: ['Executive', 'Chief Executive Officer', 'Chief Operating Officer', 'General Manager'],
}

/** How a seniority level reads in a title, and the management level it implies. */
export const seniorityTitles: Record<Seniority, { titles: readonly string[]; management: string; weight: number }> = {
  'Founder/Owner': { titles: ['Founder', 'Co-Founder', 'Owner'], management: 'Owner', weight: 4 },
  'C-Level': { titles: ['Chief {Dept} Officer', 'CEO', 'CTO', 'CFO', 'CMO', 'COO'], management: 'C-Level', weight: 4 },
  'Vice President': { titles: ['VP of {Dept}', 'Vice President, {Dept}'], management: 'Vice President', weight: 5 },
  Director: { titles: ['Director of {Dept}', '{Dept} Director'], management: 'Director', weight: 9 },
  Manager: { titles: ['{Dept} Manager', 'Manager, {Dept}'], management: 'Manager', weight: 16 },
  'Individual Contributor': { titles: ['{Role}'], management: 'Non-Manager', weight: 28 },
  Head: { titles: ['Head of {Dept}'], management: 'Director', weight: 5 },
  Senior: { titles: ['Senior {Role}', 'Lead {Role}', 'Principal {Role}'], management: 'Non-Manager', weight: 14 },
  Entry: { titles: ['Junior {Role}', 'Associate {Role}', '{Role} I'], management: 'Non-Manager', weight: 9 },
  Intern: { titles: ['{Role} Intern', 'Intern, {Dept}'], management: 'Non-Manager', weight: 4 },
  Volunteer: { titles: ['{Dept} Volunteer', 'Volunteer'], management: 'Non-Manager', weight: 2 },
}

export const skillsByDepartment: Record<Department, readonly string[]> = {
  Engineering: ['TypeScript', 'Python', 'Go', 'Kubernetes', 'AWS', 'PostgreSQL', 'React', 'CI/CD', 'System Design', 'Java'],
  Sales: ['Salesforce', 'Negotiation', 'Cold Calling', 'Pipeline Management', 'SaaS Sales', 'Prospecting', 'HubSpot CRM'],
  Marketing: ['SEO', 'Google Ads', 'Content Marketing', 'HubSpot', 'Email Marketing', 'Copywriting', 'Marketing Automation'],
  Finance: ['Financial Modeling', 'Excel', 'IFRS', 'Budgeting', 'Forecasting', 'NetSuite', 'Audit'],
  Operations: ['Process Improvement', 'Lean Six Sigma', 'Project Management', 'Vendor Management', 'ERP', 'Logistics'],
  'Human Resources': ['Recruiting', 'Workday', 'Employee Relations', 'Onboarding', 'Compensation', 'Greenhouse'],
  'Customer Success': ['Zendesk', 'Customer Retention', 'Onboarding', 'Intercom', 'Account Management', 'NPS'],
  Legal: ['Contract Law', 'GDPR', 'Compliance', 'Intellectual Property', 'Corporate Law', 'Litigation'],
  Product: ['Product Strategy', 'Roadmapping', 'User Research', 'Jira', 'A/B Testing', 'Analytics'],
  Design: ['Figma', 'User Experience', 'Prototyping', 'Design Systems', 'Adobe Creative Suite', 'Illustration'],
  'Information Technology': ['Active Directory', 'Networking', 'Microsoft 365', 'ITIL', 'Cybersecurity', 'Linux'],
  Executive: ['Leadership', 'Strategy', 'Fundraising', 'P&L Management', 'Board Relations', 'M&A'],
}

export const schools = [
  'Stanford University', 'University of Michigan', 'MIT', 'University of Texas at Austin', 'New York University',
  'University of California, Berkeley', 'Boston University', 'University of Toronto', 'University of Oxford',
  'London School of Economics', 'Technical University of Munich', 'LMU Munich', 'Sorbonne University', 'HEC Paris',
  'Universidad Complutense de Madrid', 'Politecnico di Milano', 'University of Amsterdam', 'KTH Royal Institute of Technology',
  'University of Sydney', 'Arizona State University', 'Penn State University', 'Georgia Institute of Technology',
] as const
export const degrees = ['Bachelor of Science', 'Bachelor of Arts', 'Master of Science', 'MBA', 'Master of Arts', 'PhD', 'Associate Degree'] as const
export const majorsByDepartment: Partial<Record<Department, readonly string[]>> = {
  Engineering: ['Computer Science', 'Software Engineering', 'Electrical Engineering', 'Mathematics'],
  Sales: ['Business Administration', 'Communications', 'Economics'],
  Marketing: ['Marketing', 'Communications', 'Journalism', 'Business Administration'],
  Finance: ['Finance', 'Accounting', 'Economics'],
  Legal: ['Law', 'Political Science'],
  Design: ['Graphic Design', 'Human-Computer Interaction', 'Fine Arts'],
  'Human Resources': ['Psychology', 'Human Resource Management'],
}
export const defaultMajors = ['Business Administration', 'Economics', 'Psychology', 'Management', 'Information Systems'] as const

export const industries = [
  'Software', 'Information Technology', 'Marketing & Advertising', 'Financial Services', 'Health Care', 'Retail',
  'Real Estate', 'Construction', 'Manufacturing', 'Education', 'Hospitality', 'Logistics', 'Legal Services',
  'Consulting', 'E-commerce', 'Telecommunications', 'Automotive', 'Food & Beverages', 'Media', 'Renewable Energy',
] as const

export const companyWords = {
  first: ['Blue', 'Bright', 'Nova', 'Apex', 'Vertex', 'Silver', 'North', 'Clear', 'Swift', 'Iron', 'Green', 'Red', 'Quantum', 'Lumen', 'Atlas', 'Orbit', 'Pixel', 'Cloud', 'True', 'Prime', 'Stone', 'River', 'Peak', 'Signal', 'Harbor', 'Ember', 'Cedar', 'Sky'],
  second: ['Labs', 'Works', 'Systems', 'Digital', 'Analytics', 'Partners', 'Solutions', 'Logic', 'Ventures', 'Media', 'Health', 'Capital', 'Logistics', 'Robotics', 'Software', 'Group', 'Studio', 'Networks', 'Dynamics', 'Foods', 'Energy', 'Consulting'],
  legal: { US: ['Inc.', 'LLC', 'Corp.'], GB: ['Ltd'], DE: ['GmbH', 'AG'], AT: ['GmbH'], CH: ['AG', 'GmbH'], FR: ['SAS', 'SARL'], ES: ['S.L.', 'S.A.'], IT: ['S.r.l.', 'S.p.A.'], NL: ['B.V.'], default: ['Ltd', 'Inc.'] } as Record<string, readonly string[]>,
}

/** Real products a site or company uses, by what they are for. */
export const technologies = {
  frontend: ['React', 'Vue.js', 'Angular', 'Next.js', 'jQuery', 'Bootstrap', 'Tailwind CSS', 'Svelte'],
  cms: ['WordPress', 'Shopify', 'Wix', 'Squarespace', 'Webflow', 'Drupal', 'Joomla', 'TYPO3', 'Magento', 'WooCommerce'],
  crm: ['Salesforce', 'HubSpot', 'Pipedrive', 'Zoho CRM', 'Microsoft Dynamics 365'],
  marketing: ['Mailchimp', 'Klaviyo', 'Marketo', 'ActiveCampaign', 'Intercom', 'Hotjar'],
  payments: ['Stripe', 'PayPal', 'Adyen', 'Braintree', 'Square'],
  infrastructure: ['Amazon Web Services', 'Google Cloud', 'Microsoft Azure', 'Cloudflare', 'Vercel', 'Heroku', 'Fastly'],
  analytics: ['Google Analytics', 'Google Tag Manager', 'Mixpanel', 'Segment', 'Amplitude', 'Matomo'],
  pixels: ['Facebook Pixel', 'LinkedIn Insight Tag', 'TikTok Pixel', 'Google Ads Conversion', 'Twitter Pixel'],
  support: ['Zendesk', 'Freshdesk', 'Help Scout', 'Slack', 'Atlassian Jira', 'Notion'],
} as const

export const influencerInterests = [
  'Fitness', 'Beauty', 'Fashion', 'Travel', 'Food', 'Gaming', 'Tech', 'Parenting', 'Finance', 'Music', 'Photography',
  'Home Decor', 'Pets', 'Sports', 'Wellness', 'Comedy', 'Education', 'Cars', 'Art', 'Sustainability',
] as const
export const brands = ['Nike', 'Adidas', 'Sephora', 'Apple', 'Samsung', 'Gymshark', 'Glossier', 'Red Bull', 'Starbucks', 'Zara', 'H&M', 'Lululemon', 'Canon', 'GoPro', 'Airbnb', 'IKEA', 'Spotify', 'Netflix'] as const
export const languages = ['English', 'Spanish', 'German', 'French', 'Portuguese', 'Italian', 'Dutch', 'Polish', 'Swedish', 'Hindi'] as const
export const audienceTypes = ['real', 'suspicious', 'mass_followers', 'influencers'] as const
export const postTypes = ['photo', 'video', 'carousel', 'reel', 'story', 'short', 'live'] as const
export const ageBands = ['13-17', '18-24', '25-34', '35-44', '45-64', '65+'] as const
