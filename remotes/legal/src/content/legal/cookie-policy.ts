import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  updated: '2026-09-01',
  hero: {
    eyebrow: 'Legal',
    lead: 'This policy explains what this website stores in your browser, why, and how you choose. Only strictly necessary storage is used until you decide; functional, analytics and advertising cookies are off unless you switch them on, and you can change your mind at any time with Cookie Settings at the foot of every page.',
    points: ['Four categories, three of them optional', 'Nothing optional before you choose', 'Your choice kept in your browser only'],
  },
  blocks: [
    {
      kind: 'prose',
      title: 'What cookies and similar storage are',
      paragraphs: [
        'Cookies are small text files a website asks your browser to keep; local storage is a similar store that stays on your device and is not sent with every request. Under the Privacy and Electronic Communications Regulations 2003 and UK GDPR we may only use storage that is not strictly necessary with your consent, which is why the banner asks before anything optional happens.',
        'This policy covers keyline.example and its pages. The Keyline payment platform and the customer login, which open on their own sites, have their own notices.',
      ],
    },
    {
      kind: 'prose',
      title: 'The four categories',
      paragraphs: ['The consent banner and the Cookie Settings dialog use exactly these categories.'],
      subsections: [
        {
          title: 'Strictly necessary (always active)',
          paragraphs: ['Needed for the site to work and to remember the choice you make in the banner. It cannot be switched off, and it is never used to track you across sites.'],
        },
        {
          title: 'Functional',
          paragraphs: ['Remembers preferences that improve your visit, such as a region or a form you started. Switching it on lets our tag manager set functionality and personalisation storage.'],
        },
        {
          title: 'Analytics',
          paragraphs: [
            'Counts visits and shows which pages are useful, in aggregate, so that we can improve the site. Switching it on grants analytics storage to our tag manager.',
            'Separately, the site counts the pages it serves itself, with nothing stored in your browser and without keeping your address or browser: a visit is forgotten when you close the tab, and a visitor is counted once a day in a way that cannot be matched from one day to the next. That count needs no choice from you.',
          ],
        },
        {
          title: 'Advertising',
          paragraphs: ['Measures whether our campaigns on other sites bring visitors here and lets advertising partners show you relevant messages. Switching it on grants advertising storage and the use of your data for advertising and personalised ads.'],
        },
      ],
    },
    {
      kind: 'table',
      title: 'What is stored',
      caption: 'Storage this website uses, by category, with its purpose and how long it lasts',
      columns: ['Name', 'Category', 'Purpose', 'Duration'],
      rows: [
        ['keyline.cookie-consent (local storage)', 'Strictly necessary', 'Records your choice for each optional category, when you made it and which version of this policy it applies to', 'Until you clear your browser storage or change your choice'],
        ['site_cohort (cookie)', 'Strictly necessary', 'Set only while we trial a new version of part of the site with some visitors, so that you see the same version on every visit; it holds a random identifier and nothing about you', '30 days'],
        ['site_preview (cookie)', 'Strictly necessary', 'Set only in the browser of a colleague who opens a preview link, so that it shows the version under review', 'Until the link expires, at most 7 days'],
        ['Preference cookies set through our tag manager', 'Functional', 'Set only after you allow functional cookies, to remember preferences such as your region', 'Up to 12 months'],
        ['_ga, _ga_* (Google Analytics)', 'Analytics', 'Distinguishes visits so that page views can be counted in aggregate', 'Up to 13 months'],
        ['_gcl_au and advertising partner cookies', 'Advertising', 'Measures conversions from our campaigns and supports relevant advertising', 'Up to 90 days'],
      ],
    },
    {
      kind: 'prose',
      title: 'How your choice is applied',
      paragraphs: [
        'Before you choose, the site tells Google’s consent mode that every optional kind of storage is denied, and the tag manager is not loaded at all: no request is made to a third party. When you accept a category, the matching consent signal is granted (functional: functionality and personalisation storage; analytics: analytics storage; advertising: ad storage, ad user data and ad personalisation) and the tag manager loads.',
        'Reject All keeps everything optional denied. Accept All grants the three optional categories. Save Preferences in the Cookie Settings dialog stores exactly the switches you set. Your choice is kept in your browser’s local storage under keyline.cookie-consent, with the time you made it; it is re-applied each time you return and is never sent to our servers.',
      ],
    },
    {
      kind: 'prose',
      title: 'Changing your mind',
      paragraphs: [
        'Choose Cookie Settings in the footer of any page to reopen the dialog, which starts from your current choice. Withdrawing consent stops optional cookies being set from then on; cookies already set by the tag manager can be removed in your browser’s settings. You can also block cookies entirely in your browser, though some features, such as remembering your choice, will then not work.',
      ],
    },
    {
      kind: 'prose',
      title: 'Contact and changes',
      paragraphs: [
        'Questions about this policy can be sent to our data protection officer at privacy@keyline.example. When we change the categories or the storage we use, we update this page and the version recorded with your choice, and the banner asks you again.',
      ],
    },
    {
      kind: 'links',
      title: 'Related policies',
      items: [
        { label: 'Privacy policy', to: '/legal/privacy-policy', text: 'How we use personal data and your rights.' },
        { label: 'GDPR compliance', to: '/legal/gdpr-compliance', text: 'Our role as a processor for customers.' },
        { label: 'ICO guidance on cookies', to: 'https://ico.org.uk/for-organisations/direct-marketing-and-privacy-and-electronic-communications/guide-to-pecr/cookies-and-similar-technologies/', text: 'The regulator’s guide.' },
      ],
    },
  ],
});
