/** Messages of brokers and their agreement. */
import { fields } from './common';
import { applicationFields } from './prospects';

export const brokersMessages = {
  broker: {
    /** Ours: labels and rules of the broker form the spec shows without a text. */
    form: {
      fax: 'Fax No',
      telephone: 'Telephone No',
      taxId: 'Tax ID/SSN',
      license: 'License No',
      stateOfFormation: 'State of Formation',
      agreementDate: 'Agreement Date',
      commission: 'Broker Commission',
      nameLetters: (label: string): string => `${label} may contain letters and hyphens only`,
      zipDigits: 'Zip Code must be 5 digits',
      ssnMask: 'Tax ID/SSN must be in the format 999-99-9999',
      licenseAlphanumeric: 'License No may contain letters and digits only',
      commissionMask: 'Broker Commission must be in the format 99.99',
      agreementDateInvalid: 'Agreement Date is not a valid date',
    },
    /** Ours: answers and mails of the broker calls. */
    answers: {
      saved: 'Broker has been saved successfully.',
      signedUp: 'Thank you for signing up. We will review your application and get back to you.',
      statusChanged: 'Broker status has been changed successfully.',
      approvedLocked: 'An Approved broker can only be moved to the next status.',
      agreementNotApproved: 'The agreement can only be sent to an Approved broker.',
      agreementSubject: 'Your FactorDesk referral agreement',
      agreementText: (name: string, date: string, commission: string, link: string): string =>
        `Hello ${name},\n\nYour referral agreement is dated ${date} with a broker commission of ${commission}%.\n` +
        `Read it here: ${link}\n`,
      inviteNotApproved: 'Only an Approved broker can be invited.',
      inviteSent: 'Invite has been sent successfully.',
      inviteHasPassword: 'This broker has already set a password.',
      inviteTooSoon: 'An invite was sent less than a day ago. Please try again later.',
      inviteNotSent: 'No invite was sent to this broker yet.',
      emailTaken: 'This email belongs to another user.',
      brokerRoleMissing: 'The Broker role is missing.',
      referralNotFound: 'Invalid referral code.',
      inviteClientBrokerOnly: 'Only a broker can invite clients.',
      inviteClientNoBroker: 'Your account is not linked to an approved broker, so no invitation was sent.',
      inviteClientSent: 'Invitation has been sent successfully.',
      inviteClientSubject: 'Apply for factoring with FactorDesk',
      inviteClientText: (brokerName: string, link: string): string =>
        `Hello,\n\n${brokerName} invites you to apply for invoice factoring with FactorDesk.\n` +
        `Start your application here: ${link}\n`,
      newApplication: (name: string): string => `New referral partner application from ${name}`,
    },
    brokers: 'Brokers',
    addNew: 'Add New Broker',
    edit: 'Edit Broker',
    awaitingApproval: 'Awaiting for Approval',
    phoneRequired: 'Phone No is required',
    faxRequired: 'Fax No is required',
    taxIdRequired: 'Tax ID/SSN is required',
    licenseRequired: 'License No is required',
    statusRequired: 'Status is required',
    commissionPositive: 'Broker Commission percentage should be greater than 0',
    agreementSent: 'Agreement Sent',
    changeStatus: 'Change Status',
    sendAgreement: 'Send Agreement',
    inviteBroker: 'Invite Broker',
    resendInvite: 'Resend Invite',
    partnerHeading: 'Signup here to become a referral partner',
    backToLogin: 'Back to Login',
    /** Ours: texts of the broker screens. */
    screens: {
      // broker-screen texts
      searchPlaceholder: 'Search by full name, email, phone & tax id/SSN',
      referralCode: applicationFields.referralCode,
      statusName: fields.status,
      send: 'Send',
      commissionHint: 'Percent of the fees collected, e.g. 2.50',
      partnership: 'Referral Partnership',
      viewAgreement: 'View Referral Agreement',
      lastInviteSent: (date: string): string => `Last invite sent on ${date}.`,
      passwordSet: 'The broker has set a password and can sign in.',
      inviteWaits: 'An invite can be sent again one day after the last one.',
      approveFirst: 'The agreement and the invite are offered once the broker is Approved.',
      agreementSentOn: (date: string, commission: string): string =>
        `Agreement dated ${date} with a commission of ${commission}%.`,
      agreementTitle: 'Referral Agreement',
      backToBroker: 'Back to the broker',
      partnerDetails: 'Referral Partner',
      name: 'Name',
      noAgreementYet: 'No agreement has been sent to this broker yet.',
      partnerIntro:
        'Introduce businesses that need working capital to FactorDesk and earn a commission on the factoring fees they pay.',
      partnerNotice: {
        before: 'By submitting this form you agree to our ',
        terms: 'Terms of Use',
        middle: ' and confirm that you have read our ',
        privacy: 'Privacy Policy',
        after: '.',
      },
      signedUpTitle: 'Thank You',
      /** The bells staff get (the broker kinds of src/shared/notificationKinds.ts). */
      notices: {
        statusChanged: (name: string, status: string): string => `Broker ${name} is now ${status}.`,
        agreementSent: (name: string, date: string, commission: string): string =>
          `Referral agreement sent to ${name}, dated ${date}, commission ${commission}%.`,
      },
    },
  },
} as const;
