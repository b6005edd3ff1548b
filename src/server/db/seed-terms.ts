/** The terms of service the seed stores as version 1: written for an operator running this console on their own servers. */
export const seededTermsText = `Terms of service

1. Who provides the service
This lead console is run by the organisation that installed it on its own servers (the operator). These terms are between you and the operator. The software's authors are not a party to them.

2. Your account
Keep your password and API keys secret. You are responsible for what is done with your account, by you, by team members you invite and by API keys you create. Tell the operator at once if you think someone else has used your account.

3. Acceptable use
Use the console only for lawful business prospecting. Do not use it to send unsolicited bulk messages where the law forbids them, to collect data about people for purposes they would not expect, to overload or probe other people's websites, or to resell data you were not allowed to collect. Respect the robots.txt rules and terms of the websites you search.

4. Personal data
Leads you find can contain personal data. You are the controller of the data you collect, store, enrich or send to other systems with the console; the operator processes it on your behalf. Keep only what you need, answer people who ask what you hold about them, and delete it when they ask you to and the law requires it.

5. Credits and payments
Searches, enrichment and AI writing use credits. Monthly credits come with your plan, renew on the same date each month and may roll over as your plan describes; purchased credits are valid for twelve months. Payments go through the payment provider the operator chose. Unless the law says otherwise, used credits are not refunded.

6. Availability
The operator runs the service with care but does not promise that it is always available or free of errors. Results from public sources can be incomplete or out of date: check them before you rely on them.

7. Ending
You may stop using the console and ask the operator to delete your account at any time. The operator may suspend an account that breaks these terms, after telling you why where it is allowed to.

8. Changes
When these terms change, the console shows the new version and asks you to accept it before you go on. The version you accepted and when you accepted it are recorded with your account.`
