/** The settings tiles' pieces that other screens apply (not screens, so kept out of the router's reach). */
export { CurrencyDisplay } from './CurrencyDisplay';
export { useFieldSettings } from './useFieldSettings';
