import { kitClasses } from '../../kit/kitClasses';
import './funding.css';

/** Class names of the funding screens (styled in funding.css). */
export const fundingClasses = {
  fullScreen: 'fd-funding-full-screen',
  detail: 'fd-funding-detail',
  facts: 'fd-funding-facts',
  journal: 'fd-funding-journal',
  amount: 'fd-funding-amount',
  number: 'fd-funding-number',
  reversed: 'fd-funding-reversed',
  form: 'fd-payment-form',
  formGrid: 'fd-payment-grid',
  figures: kitClasses.figures,
} as const;
