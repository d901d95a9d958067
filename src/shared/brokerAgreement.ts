/**
 * The referral agreement a broker reads on /terms&conditions (spec part 1 §2.6): the parties'
 * details come from the broker record, the 18 clauses from here. The spec fixes three of its
 * numbers (15 days' notice of termination, 15 days to raise a dispute, 12 months of
 * non-solicitation); the rest is what a factoring company's referral agreement would say.
 */

export const brokerAgreementTerms = {
  terminationNoticeDays: 15,
  disputeNoticeDays: 15,
  nonSolicitMonths: 12,
  /** Commission statements are paid by this day of the following month. */
  commissionPaidByDay: 15,
  /** Negotiation before a dispute goes further. */
  disputeNegotiationDays: 30,
  /** A prospect already known to the Company within this many months is not a new referral. */
  priorContactMonths: 12,
} as const;

export interface AgreementClause {
  title: string;
  text: string;
}

const t = brokerAgreementTerms;

export const brokerAgreementIntro =
  'This Referral Agreement is made between FactorDesk (the "Company"), a purchaser of business accounts ' +
  'receivable, and the referral partner named above (the "Partner"), and takes effect on the agreement date ' +
  'shown above.';

export const brokerAgreementClauses = [
  {
    title: 'Appointment',
    text:
      'The Company appoints the Partner as an independent referral partner to introduce businesses that wish ' +
      'to sell their invoices to the Company ("Referred Clients"). The Partner accepts the appointment on the ' +
      'terms of this Agreement.',
  },
  {
    title: 'Non-Exclusivity',
    text:
      'The appointment is non-exclusive. No territory, industry or prospect is reserved to the Partner, and the ' +
      'Company may work with other referral partners and market its services directly.',
  },
  {
    title: 'Registering a Referral',
    text:
      "A referral is registered when the prospect's application reaches the Company carrying the Partner's " +
      'referral code, either through the application link the Partner sends from the portal or by the code ' +
      `being entered on the application. A prospect that was in contact with the Company in the ${t.priorContactMonths} ` +
      'months before the application, or that is registered to another partner first, is not a referral of the Partner.',
  },
  {
    title: 'Acceptance of Clients',
    text:
      'The Company decides in its sole discretion whether to accept any prospect as a client, and sets every ' +
      'term of the factoring relationship: advance rate, discount fees, reserves, credit limits and the debtors ' +
      'it will purchase invoices on. No commission is due on a prospect the Company declines.',
  },
  {
    title: 'Commission',
    text:
      'For each Referred Client, the Company pays the Partner the Broker Commission percentage stated above on ' +
      'the discount fees the Company actually collects from that client, net of chargebacks, refunds and ' +
      'amounts written off, for as long as this Agreement is in force.',
  },
  {
    title: 'Statements and Payment',
    text:
      'Commission is calculated monthly. The Company sends the Partner a statement of the fees collected from ' +
      `each Referred Client and pays the commission by the ${t.commissionPaidByDay}th day of the following month. ` +
      'Commission paid on fees that are later refunded or reversed is set off against the next payments.',
  },
  {
    title: 'Independent Contractor and Taxes',
    text:
      'The Partner acts as an independent contractor, not as an employee, agent or partner of the Company. The ' +
      'Partner is responsible for its own taxes and expenses and provides the tax ID/SSN needed for the ' +
      'information returns the Company files on the commissions it pays.',
  },
  {
    title: "Partner's Conduct",
    text:
      'The Partner shall comply with every law and licensing requirement that applies to its business, describe ' +
      "the Company's services accurately, never promise a prospect approval or any particular term, and disclose " +
      'to a prospect any fee the Partner charges it.',
  },
  {
    title: 'No Authority to Bind',
    text:
      'The Partner has no authority to sign any document, accept any application, give any commitment or make ' +
      'any statement on behalf of the Company.',
  },
  {
    title: 'Confidentiality',
    text:
      "Each party keeps the other's confidential information, including this Agreement's terms, client lists, " +
      'pricing and the financial information of prospects and clients, confidential, and uses it only to perform ' +
      'this Agreement. This duty continues for two years after the Agreement ends.',
  },
  {
    title: 'Personal Information',
    text:
      "The Partner sends a prospect's personal and financial information only through the portal or another " +
      'channel the Company approves, keeps it secure, and keeps it no longer than the referral requires. The Company ' +
      'handles it as its Privacy Policy describes.',
  },
  {
    title: 'Non-Solicitation',
    text:
      `While this Agreement is in force and for ${t.nonSolicitMonths} months after it ends, the Partner shall not ` +
      'solicit or encourage any Referred Client, or any other client of the Company it came to know through this ' +
      "Agreement, to move its factoring or other financing away from the Company, nor solicit the Company's employees.",
  },
  {
    title: 'Non-Circumvention',
    text:
      'The Company shall not deal with a registered referral in a way meant to avoid paying the commission due ' +
      'to the Partner under this Agreement.',
  },
  {
    title: 'Term and Termination',
    text:
      'This Agreement continues until either party ends it. Either party may terminate it for any reason by ' +
      `giving the other ${t.terminationNoticeDays} days' written notice of termination. The Company may terminate it ` +
      "at once if the Partner breaches the clauses on Partner's Conduct, Confidentiality, Personal Information or " +
      'Non-Solicitation.',
  },
  {
    title: 'Effect of Termination',
    text:
      'Commission on fees collected up to the date termination takes effect remains payable on the usual ' +
      'schedule; no commission accrues on fees collected after it. The clauses on Confidentiality, Personal ' +
      'Information, Non-Solicitation and Dispute Resolution survive termination.',
  },
  {
    title: 'Dispute Resolution',
    text:
      'A party that disputes a commission statement or any other matter under this Agreement shall give the other ' +
      `party written notice of the dispute, describing it, within ${t.disputeNoticeDays} days of receiving the ` +
      `statement or learning of the matter. The parties shall then negotiate in good faith for ${t.disputeNegotiationDays} ` +
      'days before either starts proceedings. A statement not disputed in time is final.',
  },
  {
    title: 'Liability',
    text:
      'Neither party is liable to the other for indirect or consequential loss or lost profits. The Partner ' +
      'indemnifies the Company against claims arising from the Partner breaching this Agreement or the law.',
  },
  {
    title: 'Entire Agreement and Notices',
    text:
      'This Agreement is the whole agreement between the parties on referrals and replaces any earlier one. It may ' +
      'be changed only in writing signed or sent by both parties, and neither party may assign it without the ' +
      "other's consent. Notices are given by e-mail to the addresses the parties hold for each other, and the " +
      "Agreement is governed by the laws of the state of the Company's principal office.",
  },
] as const satisfies readonly AgreementClause[];
