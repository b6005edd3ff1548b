import type { SeedTopic } from './types'

/**
 * The getting-started course about this console, in English. Bodies are Markdown (paragraphs, `- ` and `1. ` lists,
 * **bold**, `code`); shortcuts are written as the cheat sheet (Shift+?) shows them.
 */
export const onboardingContent: SeedTopic[] = [
  {
    key: 'getting-started',
    title: 'Getting started',
    description: 'Your first hour in the console: where things are, what a search costs and how to set up your account.',
    courses: [
      {
        key: 'getting-started',
        title: 'Getting started with the console',
        description: 'Find your way around, understand credits, top up, and bring in your team and your scripts.',
        items: [
          {
            key: 'find-your-way',
            title: 'Find your way around',
            body: `The sidebar on the left holds the areas your plan includes: **Lead search** for finding and keeping leads, **AI** for training the writer on your business, **Wallet** for credits, and **Settings**, which is always there.

Everything you can do is also a command. Press \`Ctrl+K\` (\`Cmd+K\` on a Mac) to open the command palette, type a few letters of what you want, and press \`Enter\`. Press \`Shift+?\` at any time to see every keyboard shortcut.

Change the language from the palette: type "language" and pick English, Español, Français or Deutsch.`,
          },
          {
            key: 'read-the-cost',
            title: 'Read the cost before you search',
            body: `Searches are paid in credits. The new search form shows **What this search costs** before you start it:

- a result with contact data (an e-mail or a phone) costs credits; a result without any costs nothing;
- the line "At most … · … left after" is the most the search can spend with the maximum results you set, and your balance after it;
- lower **Maximum results** to spend less.

If your credits run out during a search, the list stops with "Stopped: out of credits". Top up, then resume the search from the list (\`Shift+R\`): results you already have are not charged again.`,
          },
          {
            key: 'top-up-credits',
            title: 'Top up your credits',
            body: `Open **Settings → Wallet** (\`g\` then \`w\`). It shows your monthly credits, additional credits you bought (valid for 12 months) and credits rolled over from last month, with their expiry.

1. Press \`Shift+B\` (Buy credits…) or use the button.
2. Choose a pack. The confirmation shows the charge, the card and your balance after it.
3. Confirm with the button that names the amount; Cancel or \`Escape\` changes nothing.

Add a card first if you have none. **Auto top-up** buys a pack for you when your balance falls under a threshold you choose. Every credit in and out is listed under the transactions, and you can export them as CSV.`,
          },
          {
            key: 'invite-team',
            title: 'Invite a team member',
            body: `Team members work in your account: your lists, your credits and your connections, within the access you give them.

1. Open **Manage team** (\`g\` then \`t\`).
2. Enter their e-mail address and tick what they may use (at least one option: lead search, AI, wallet…).
3. Send the invitation. They get an e-mail with a link; they set a password, or sign in with the login they already have.

You can change a member's access, resend an invitation or remove a member at any time; a removed member is signed out of your account at once. Their sidebar and palette show only what you allowed.`,
          },
          {
            key: 'create-api-key',
            title: 'Create an API key',
            body: `An API key lets Zapier and your own scripts act for your account.

1. Open **Profile settings → API keys**.
2. Create a key and give it a name you will recognise later ("Zapier", "CRM sync").
3. Copy the key straight away: it is shown **once**. The console keeps only a hash of it.

Send it with every request, as \`Authorization: Bearer <key>\` or in an \`X-API-Key\` header. The list shows when each key was last used; revoke a key you no longer need, and it stops working at once.`,
          },
        ],
      },
    ],
  },
  {
    key: 'finding-leads',
    title: 'Finding leads',
    description: 'Search, pick the results you want and take them with you.',
    courses: [
      {
        key: 'finding-leads',
        title: 'Your first lead list',
        description: 'Run a search into a list, select and label results, and export them.',
        items: [
          {
            key: 'run-a-search',
            title: 'Run a search',
            body: `Open **New search** (\`g\` then \`n\`).

1. Choose the search type: **Local businesses**, **Companies**, **People**, **Domain**, **Influencers** or **Intent**.
2. Fill in the filters the type offers, and a location where it asks for one.
3. Pick the list the results go into: a new list with a name, or one you already have.
4. Check the cost line, then press \`Ctrl+Enter\` (\`Cmd+Enter\` on a Mac) or **Run search**.

The search runs in the background; its list shows the results as they arrive, and you can leave the page meanwhile.`,
          },
          {
            key: 'select-and-label',
            title: 'Select and label results',
            body: `Open your lists with \`g\` then \`l\` and open a list. In its table:

- \`j\` and \`k\` move to the next and previous row;
- \`x\` selects or unselects the row, \`Shift+X\` selects the range up to it, \`Shift+A\` selects all rows;
- \`/\` searches the results and \`f\` opens more filters.

With results selected, press \`Shift+L\` to put a custom label on them. Labels are yours to name ("Call back", "Hot"), so the results you picked stay easy to tell apart.`,
          },
          {
            key: 'export-csv',
            title: 'Export to CSV',
            body: `In a list, press \`c\` (Export to CSV…) and choose what to export:

- the whole list;
- only the results the current filter shows;
- only the results you selected.

The file opens in any spreadsheet. To send results somewhere automatically instead, connect a CRM or a webhook under **Settings → Integrations** and send the list with \`Shift+C\` or \`Shift+H\`.`,
          },
        ],
      },
    ],
  },
  {
    key: 'keyboard',
    title: 'Working from the keyboard',
    description: 'Everything in the console works without a mouse.',
    courses: [
      {
        key: 'keyboard',
        title: 'Keyboard essentials',
        description: 'The palette, going to any page with g, and this course itself.',
        items: [
          {
            key: 'palette',
            title: 'The command palette',
            body: `\`Ctrl+K\` (\`Cmd+K\` on a Mac) opens the palette from anywhere, even while you type in a field.

Type part of a command's name and press \`Enter\`. Each row shows its shortcut, so you learn them as you go. A command that cannot run here says why ("Select results first", "Open a list first") instead of doing nothing. Commands that need a choice, like Export to CSV…, ask for it in a second step.`,
          },
          {
            key: 'g-navigation',
            title: 'Go anywhere with g',
            body: `Press \`g\`, then a letter, to open a page (not while you are typing in a field):

- \`g n\` new search, \`g l\` saved lists;
- \`g w\` wallet, \`g i\` integrations, \`g s\` business profile;
- \`g a\` AI training, \`g t\` manage team, \`g p\` profile;
- \`g c\` these courses.

\`Shift+?\` lists every shortcut of the page you are on.`,
          },
          {
            key: 'course-keys',
            title: 'Take a course from the keyboard',
            body: `On a course page:

- \`n\` opens the next item and \`p\` the previous one;
- \`d\` marks the item as done, or as not done again;
- \`Backspace\` goes back to the list of courses.

Your progress is your own: each member of a team sees their own done marks.`,
          },
        ],
      },
    ],
  },
]
