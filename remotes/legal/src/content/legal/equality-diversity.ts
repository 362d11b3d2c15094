import { definePageContent } from '@site/contracts/page-content';

export default definePageContent({
  updated: '2026-09-01',
  hero: {
    eyebrow: 'Legal',
    lead: 'We build a service that every customer must be able to use, including people paying a bill in difficult circumstances, so we want a team that reflects the people we serve. This policy sets out how Keyline treats colleagues and candidates fairly and meets the Equality Act 2010 and, for our New York team, US federal and state law.',
    points: ['Fair recruitment with structured interviews', 'Reasonable adjustments without a fight', 'Pay gaps measured and published internally'],
  },
  blocks: [
    {
      kind: 'prose',
      title: 'Scope and principles',
      paragraphs: [
        'This policy covers every stage of working with Keyline: recruitment, pay and benefits, training, promotion, conduct, discipline and leaving. It applies to employees, contractors, agency workers, interns and job applicants in the United Kingdom and the United States, and to how colleagues treat customers, partners and suppliers.',
        'We will not discriminate, directly or indirectly, because of age, disability, gender reassignment, marriage or civil partnership, pregnancy and maternity, race, religion or belief, sex or sexual orientation, the protected characteristics of the Equality Act 2010, nor because of any characteristic protected in the state of New York, such as veteran status or genetic information. Harassment and victimisation are never acceptable.',
      ],
    },
    {
      kind: 'prose',
      title: 'How we put it into practice',
      paragraphs: ['Good intentions are not enough, so the policy is backed by specific practices that managers are trained in and held to.'],
      subsections: [
        {
          title: 'Recruitment',
          paragraphs: ['Roles are advertised with the salary range and the essential requirements only. Every interview follows a structured set of questions scored against published criteria by at least two interviewers, and candidates are asked before interview whether they need any adjustment.'],
        },
        {
          title: 'Reasonable adjustments',
          paragraphs: ['Colleagues who are disabled, neurodivergent or living with a long-term condition can ask for adjustments at any time, without needing a diagnosis first. Typical adjustments include assistive software, flexible hours, a quieter workspace and changes to on-call rotas.'],
        },
        {
          title: 'Flexible and family-friendly working',
          paragraphs: ['Every role is open to flexible working from the first day of employment unless a documented operational reason prevents it. Enhanced maternity, adoption and shared parental pay apply from the start of employment, as does two weeks’ fully paid leave for a second parent.'],
        },
        {
          title: 'Pay and progression',
          paragraphs: ['Pay is set from published bands. Each year we analyse pay and promotion outcomes by sex and ethnicity, explain any gap to the board and agree actions to close it, and we share the results with all colleagues.'],
        },
      ],
    },
    {
      kind: 'prose',
      title: 'Responsibilities',
      paragraphs: ['Everyone at Keyline shares responsibility for a fair and respectful workplace.'],
      bullets: [
        'The board sets the policy and reviews progress against our inclusion objectives twice a year.',
        'The People team designs fair processes, trains managers and handles concerns impartially.',
        'Managers apply the policy in every decision they make about their team and challenge behaviour that falls short of it.',
        'Every colleague treats others with dignity and speaks up, or reports, when they see discrimination or harassment.',
      ],
    },
    {
      kind: 'prose',
      title: 'Raising a concern',
      paragraphs: [
        'A colleague or candidate who believes they have been treated unfairly can speak to their manager, to the People team at people@keyline.example, or to any director, or use the confidential whistleblowing line. Concerns are investigated promptly under our grievance procedure by someone not involved in the matter.',
        'We protect anyone who raises a concern in good faith or supports someone else’s complaint; victimising them is a disciplinary offence. Discrimination, harassment or bullying by a colleague is treated as misconduct and may lead to dismissal.',
      ],
    },
    {
      kind: 'prose',
      title: 'Customers in vulnerable circumstances',
      paragraphs: [
        'Inclusion also shapes our products. Our payment journeys are tested with screen readers and keyboard-only use, offer agent-assisted alternatives to automated lines, and never time a customer out while they search for a card. Support colleagues are trained in the Financial Conduct Authority’s guidance on the fair treatment of vulnerable customers so that we can help our own customers meet it.',
        'This policy is reviewed every year by the People Director and approved by the board.',
      ],
    },
    {
      kind: 'links',
      title: 'Related pages',
      items: [
        { label: 'About Keyline', to: '/about', text: 'Who we are and how we work.' },
        { label: 'Modern slavery statement', to: '/legal/modern-slavery-policy', text: 'Fair treatment in our supply chain.' },
        { label: 'All policies', to: '/legal', text: 'Every policy and certification in one place.' },
      ],
    },
  ],
});
