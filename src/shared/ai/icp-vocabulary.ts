import { companySizes, departments, seniorityLevels } from '../leads/search'

export type SeniorityLevel = (typeof seniorityLevels)[number]
export type Department = (typeof departments)[number]
export type CompanySize = (typeof companySizes)[number]

/**
 * Industries an ICP may name (the company search's free-text industry and the people search's keywords), with the
 * words that point at each in a business profile. English: the profile and training data are read as written.
 */
export const icpIndustries: ReadonlyArray<{ name: string; words: readonly string[] }> = [
  { name: 'Software', words: ['software', 'saas', 'app', 'apps', 'developer', 'developers', 'tech', 'startup', 'startups'] },
  { name: 'Healthcare', words: ['health', 'healthcare', 'clinic', 'clinics', 'medical', 'doctor', 'doctors', 'patient', 'patients', 'hospital'] },
  { name: 'Dental', words: ['dental', 'dentist', 'dentists', 'orthodontist', 'orthodontists'] },
  { name: 'Legal', words: ['legal', 'law', 'lawyer', 'lawyers', 'attorney', 'attorneys', 'firm', 'firms'] },
  { name: 'Real Estate', words: ['real estate', 'realtor', 'realtors', 'property', 'properties', 'broker', 'brokers'] },
  { name: 'Hospitality', words: ['hotel', 'hotels', 'restaurant', 'restaurants', 'hospitality', 'cafe', 'cafes', 'bar', 'bars'] },
  { name: 'Retail', words: ['retail', 'shop', 'shops', 'store', 'stores', 'retailer', 'retailers', 'boutique', 'boutiques'] },
  { name: 'E-commerce', words: ['ecommerce', 'e-commerce', 'online store', 'online stores', 'shopify', 'webshop'] },
  { name: 'Construction', words: ['construction', 'contractor', 'contractors', 'builder', 'builders', 'roofing', 'plumber', 'plumbers', 'electrician', 'electricians'] },
  { name: 'Manufacturing', words: ['manufacturing', 'manufacturer', 'manufacturers', 'factory', 'factories', 'industrial'] },
  { name: 'Financial Services', words: ['finance', 'financial', 'bank', 'banks', 'accounting', 'accountant', 'accountants', 'fintech'] },
  { name: 'Insurance', words: ['insurance', 'insurer', 'insurers', 'broker'] },
  { name: 'Education', words: ['education', 'school', 'schools', 'university', 'universities', 'course', 'courses', 'teacher', 'teachers'] },
  { name: 'Marketing and Advertising', words: ['marketing', 'agency', 'agencies', 'advertising', 'seo', 'ads'] },
  { name: 'Logistics', words: ['logistics', 'shipping', 'freight', 'transport', 'delivery', 'warehouse'] },
  { name: 'Automotive', words: ['automotive', 'car', 'cars', 'dealer', 'dealers', 'dealership', 'garage', 'garages'] },
  { name: 'Fitness and Wellness', words: ['fitness', 'gym', 'gyms', 'wellness', 'spa', 'spas', 'yoga', 'trainer', 'trainers'] },
  { name: 'Beauty', words: ['beauty', 'salon', 'salons', 'hair', 'hairdresser', 'barber', 'barbers', 'cosmetics'] },
  { name: 'Nonprofit', words: ['nonprofit', 'non-profit', 'charity', 'charities', 'ngo'] },
  { name: 'Media and Creators', words: ['creator', 'creators', 'influencer', 'influencers', 'youtube', 'instagram', 'tiktok', 'media'] },
]

/** Job titles an ICP may propose, with the seniority and department each belongs to. */
export const icpTitles: ReadonlyArray<{ title: string; seniority: SeniorityLevel; department: Department; words: readonly string[] }> = [
  { title: 'Founder', seniority: 'Founder/Owner', department: 'Executive', words: ['founder', 'founders', 'startup', 'startups'] },
  { title: 'Owner', seniority: 'Founder/Owner', department: 'Executive', words: ['owner', 'owners', 'small business', 'small businesses', 'local business', 'local businesses', 'practice', 'practices'] },
  { title: 'CEO', seniority: 'C-Level', department: 'Executive', words: ['ceo', 'ceos', 'executive', 'executives', 'leadership'] },
  { title: 'CTO', seniority: 'C-Level', department: 'Engineering', words: ['cto', 'engineering', 'developer', 'developers', 'software'] },
  { title: 'CMO', seniority: 'C-Level', department: 'Marketing', words: ['cmo'] },
  { title: 'Marketing Director', seniority: 'Director', department: 'Marketing', words: ['marketing', 'brand', 'campaigns', 'leads', 'lead generation'] },
  { title: 'Marketing Manager', seniority: 'Manager', department: 'Marketing', words: ['marketing', 'marketers', 'social media', 'content'] },
  { title: 'Head of Sales', seniority: 'Head', department: 'Sales', words: ['sales', 'revenue', 'pipeline', 'prospecting', 'outreach'] },
  { title: 'Sales Manager', seniority: 'Manager', department: 'Sales', words: ['sales team', 'sales teams', 'salespeople', 'sales reps'] },
  { title: 'Office Manager', seniority: 'Manager', department: 'Operations', words: ['office', 'offices', 'practice', 'practices', 'clinic', 'clinics'] },
  { title: 'Operations Manager', seniority: 'Manager', department: 'Operations', words: ['operations', 'logistics', 'efficiency', 'processes'] },
  { title: 'HR Director', seniority: 'Director', department: 'Human Resources', words: ['hr', 'hiring', 'recruiting', 'recruitment', 'employees', 'talent'] },
  { title: 'CFO', seniority: 'C-Level', department: 'Finance', words: ['cfo', 'finance', 'accounting', 'bookkeeping', 'invoices'] },
  { title: 'Head of Customer Success', seniority: 'Head', department: 'Customer Success', words: ['customer success', 'support', 'retention', 'churn'] },
  { title: 'IT Manager', seniority: 'Manager', department: 'Information Technology', words: ['it', 'security', 'infrastructure', 'cloud', 'network'] },
  { title: 'Product Manager', seniority: 'Manager', department: 'Product', words: ['product', 'products', 'roadmap', 'features'] },
]

/** Words that narrow company sizes. */
export const icpSizeWords: ReadonlyArray<{ sizes: readonly CompanySize[]; words: readonly string[] }> = [
  { sizes: ['1-10', '11-50'], words: ['small business', 'small businesses', 'local', 'freelancer', 'freelancers', 'solo', 'startup', 'startups', 'owner', 'owners', 'smb', 'smbs'] },
  { sizes: ['51-200', '201-500'], words: ['mid-size', 'midsize', 'mid-market', 'growing', 'scale-up', 'scaleups', 'scale-ups'] },
  { sizes: ['1001-5000', '5001-10000', '10000+'], words: ['enterprise', 'enterprises', 'corporate', 'corporations', 'large companies', 'fortune'] },
]

/** Extra words for place categories whose label alone rarely appears in a profile. Keyed by category id. */
export const placeCategoryWords: Readonly<Record<string, readonly string[]>> = {
  dentist: ['dental', 'dentists', 'orthodontist', 'orthodontists', 'dental practice', 'dental practices'],
  lawyer: ['law firm', 'law firms', 'attorney', 'attorneys', 'lawyers', 'legal'],
  real_estate_agency: ['realtor', 'realtors', 'real estate', 'estate agents'],
  beauty_salon: ['beauty', 'salon', 'salons', 'nail'],
  hair_care: ['hairdresser', 'hairdressers', 'barber', 'barbers', 'hair salon', 'hair salons'],
  gym: ['fitness', 'gyms', 'fitness studio', 'fitness studios', 'personal trainers'],
  lodging: ['hotel', 'hotels', 'guesthouse', 'guesthouses', 'bed and breakfast'],
  veterinary_care: ['vet', 'vets', 'veterinarian', 'veterinarians', 'animal clinic'],
  doctor: ['clinic', 'clinics', 'physician', 'physicians', 'medical practice', 'medical practices'],
  restaurant: ['restaurants', 'diner', 'diners', 'bistro', 'bistros'],
  cafe: ['coffee shop', 'coffee shops', 'cafes', 'coffee'],
  car_repair: ['auto repair', 'mechanic', 'mechanics', 'garage', 'garages'],
  car_dealer: ['car dealership', 'car dealerships', 'dealership', 'dealerships'],
  accounting: ['accountant', 'accountants', 'bookkeeper', 'bookkeepers', 'tax advisor', 'tax advisors'],
  insurance_agency: ['insurance agent', 'insurance agents', 'insurance broker', 'insurance brokers'],
  roofing_contractor: ['roofer', 'roofers', 'roofing'],
  plumber: ['plumbers', 'plumbing'],
  electrician: ['electricians', 'electrical contractor', 'electrical contractors'],
  physiotherapist: ['physio', 'physiotherapy', 'physical therapist', 'physical therapists'],
  pharmacy: ['pharmacies', 'pharmacist', 'pharmacists'],
  florist: ['florists', 'flower shop', 'flower shops'],
  bakery: ['bakeries', 'baker', 'bakers'],
  spa: ['spas', 'wellness center', 'wellness centers'],
  moving_company: ['movers', 'removals', 'moving companies'],
  travel_agency: ['travel agent', 'travel agents', 'travel agencies'],
}
