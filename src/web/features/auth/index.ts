/** The Terms of Use link: opens the terms in a dialog over the page (the dialog loads on demand). */
export { TermsOfUseLink } from './TermsOfUseLink';
