/**
 * The "Contact / customer" form (docs/business-rules.md#form-rules) as the API applies it. The
 * rules and their Spanish messages live once in `@store/contracts` (the checkout's contact step
 * runs the same ones); this module keeps the names the API's routes import.
 */
import type { ContactDetails, ContactDetailsInput } from '@store/contracts';

export {
  CONTACT_MESSAGES,
  EMAIL_PATTERN,
  hasContact,
  validateContactForm as validateContact,
} from '@store/contracts';

export type ContactInput = ContactDetailsInput;
export type Contact = ContactDetails;
