/**
 * A form's values for a request body of @store/contracts: every field of the body, as text. A
 * field emptied by the shopper is `undefined` (react-final-form's way), which the rule and the
 * API read as missing. Made from the body, so a field the contract adds or renames breaks the
 * form's compilation instead of being silently left out.
 */
export type FormValuesOf<Body> = { [Field in keyof Body]-?: string | undefined };

/** Any form's values, as the shared page handles them. */
export type ServiceFormValues = Record<string, string | undefined>;
