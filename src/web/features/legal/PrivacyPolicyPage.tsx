import { Button, Classes, H1 } from '@blueprintjs/core';
import { Cross } from '@blueprintjs/icons';
import { useNavigate } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { PublicFrame } from '../../app/PublicFrame';
import { shellClasses } from '../../app/shellClasses';

const lastModified = '07/25/2023';

const [
  application,
  childPrivacy,
  informationCollected,
  sharingAndUse,
  thirdPartyLinks,
  security,
  international,
  retention,
  yourRights,
  contactUs,
] = messages.privacy.sections;

/** The public Privacy Policy (spec part 1 §2.1): ten sections, last modified 07/25/2023. */
export function PrivacyPolicyPage() {
  const navigate = useNavigate();
  const handleClose = () => navigate('/login');

  return (
    <PublicFrame wide>
      <div className={shellClasses.policy}>
        <div className={shellClasses.policyHeader}>
          <div>
            <H1>{messages.privacy.title}</H1>
            <p className={Classes.TEXT_MUTED}>
              {messages.privacy.lastModified}: {lastModified}
            </p>
          </div>
          <Button
            variant="minimal"
            icon={<Cross />}
            aria-label={messages.common.close}
            title={messages.common.close}
            onClick={handleClose}
          />
        </div>

        <p>
          FactorDesk is the portal through which our factoring business works with the businesses that sell us
          their invoices (clients), the businesses that owe on those invoices (debtors), our referral partners
          (brokers) and applicants. This policy explains what information the portal collects, why, who it is
          shared with, how long it is kept and what you can ask of us. By using the portal you accept the
          practices described here.
        </p>

        <h2>1. {application}</h2>
        <p>
          This policy applies to the FactorDesk web portal and to the e-mails it sends: the public application
          and partner sign-up pages, the sign-in and password pages, and every screen available after signing
          in. It does not apply to websites of other organisations that the portal links to. Our services are
          offered to businesses and are intended for users aged 18 and over acting on behalf of a business.
        </p>

        <h2>2. {childPrivacy}</h2>
        <p>
          The portal is not directed at children. You must be 18 or older to apply, to register or to use an
          account. We do not knowingly collect any personal information from children under 13. If we learn
          that information about a child under 13 has been submitted, we delete it promptly; if you believe
          this has happened, contact us as described below.
        </p>

        <h2>3. {informationCollected}</h2>
        <ul>
          <li>
            <strong>Business information</strong> you give us in an application or a client profile: legal and
            trade names, address, phone and fax numbers, Federal Employer Identification Number (FEIN), date
            established, number of employees, legal status, tax status and a description of the business.
          </li>
          <li>
            <strong>Owner and guarantor information</strong>: names, e-mail addresses, phone numbers, home
            addresses, dates of birth, Social Security numbers, ownership percentages, home ownership and
            driver&apos;s licence details, which we need to assess the application and to meet
            identity-verification obligations.
          </li>
          <li>
            <strong>Financial information</strong>: bank name, account and routing numbers, balances, loans
            outstanding, receivables, invoices, schedules, payments and the documents you upload (tax returns,
            statements, invoice agings, contracts, insurance certificates, voided checks).
          </li>
          <li>
            <strong>Debtor information</strong> that clients submit about their customers: company names,
            contacts, addresses, credit limits and payment history.
          </li>
          <li>
            <strong>Account and usage information</strong>: your name, e-mail, username, phone, role, profile
            picture and signature, the time of sign-ins, the actions you take in the portal (kept as an audit
            trail), your layout preferences, and technical data such as IP address and browser type.
          </li>
        </ul>

        <h2>4. {sharingAndUse}</h2>
        <p>We use this information to:</p>
        <ul>
          <li>evaluate applications, underwrite clients and set credit limits;</li>
          <li>purchase and collect invoices, fund advances, release reserves and keep accurate books;</li>
          <li>verify identities and prevent fraud, money laundering and misuse of the portal;</li>
          <li>send you notices about your account, your transactions and your password;</li>
          <li>meet our legal, tax, accounting and regulatory obligations.</li>
        </ul>
        <p>
          We do not sell personal information. We share it only with: debtors, to the extent needed to verify
          and collect the invoices you assigned to us (for example a notice of assignment); banks and payment
          processors that move funds; credit bureaus and verification services; the referral partner who
          introduced you, limited to the status of your application and the commission owed to them; service
          providers that host, secure and support the portal under confidentiality obligations; our
          professional advisers and auditors; and public authorities when the law requires it, including UCC
          filings that secure our interest in purchased receivables.
        </p>

        <h2>5. {thirdPartyLinks}</h2>
        <p>
          The portal may link to websites or documents of other organisations, for example in announcements.
          We do not control those websites and are not responsible for their content or their privacy
          practices. Read their policies before giving them any information.
        </p>

        <h2>6. {security}</h2>
        <p>
          Connections to the portal are encrypted. Passwords are stored only as salted one-way hashes,
          sessions expire and are revoked on sign-out or a password change, and links sent by e-mail are
          single-use and time-limited. Access inside the portal is limited by role and by named rights; FEIN,
          Social Security and bank account numbers are masked for users who are not authorised to see them. No
          system is perfectly secure: keep your password private, and tell us immediately if you suspect that
          your account has been used by someone else.
        </p>

        <h2>7. {international}</h2>
        <p>
          The portal is operated from the United States and is intended for businesses located there.
          Information is stored and processed in the United States. If you use the portal from another
          country, you understand that your information will be transferred to and processed in the United
          States, whose data protection laws may differ from those of your country.
        </p>

        <h2>8. {retention}</h2>
        <p>
          We keep application, client, debtor and transaction records, including uploaded documents and the
          audit trail, for as long as the relationship lasts and afterwards for the periods required by tax,
          accounting and financial-services law (generally at least seven years after the last transaction).
          Applications that do not become clients are kept for a shorter period unless the law requires
          otherwise. When information is no longer needed it is deleted or anonymised.
        </p>

        <h2>9. {yourRights}</h2>
        <p>
          You may review and correct the information in your profile at any time. You may also ask us for a
          copy of the personal information we hold about you, ask us to correct or delete it, or object to a
          particular use. We will answer within the time the applicable law allows; we may keep information
          that we are legally required to retain or that we need to enforce an agreement. Residents of states
          with specific privacy laws have the rights those laws give them, and we will not treat you
          differently for exercising them.
        </p>

        <h2>10. {contactUs}</h2>
        <p>
          Questions about this policy or requests about your information can be sent through the Support page
          once you are signed in, or to the privacy contact named in your factoring or referral agreement.
          Please include your name, company and the e-mail address of your account so we can find your
          records. If we change this policy, we will post the new version here with a new &ldquo;last
          modified&rdquo; date.
        </p>

        <div className={shellClasses.publicLinks}>
          <Button intent="primary" onClick={handleClose} text={messages.common.close} />
        </div>
      </div>
    </PublicFrame>
  );
}
