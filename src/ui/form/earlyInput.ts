/**
 * What the user entered into a prerendered form before the app hydrated it (decision 021): the
 * start page is usable before its script runs, and when React hydrates it keeps the fields' DOM
 * values without telling the form, whose next render would then put its own (empty) values
 * back. The form reads them once, on mount, and takes them as the user's edit.
 *
 * Read: text-like inputs by id and radio groups by name (`form.elements`), the fields whose
 * element holds a non-empty value other than the form's. Not read: checkboxes (their `value` is
 * not what is ticked) and selects (their first option is a value nobody chose). Null when there
 * is nothing, which is always the case on a page the app rendered itself.
 */
export function valuesEnteredBeforeHydration(
  form: HTMLFormElement | null,
  fields: readonly string[],
  idFor: (field: string) => string,
  values: object,
): Record<string, string> | null {
  if (!form) return null;
  const found: Record<string, string> = {};
  for (const field of fields) {
    const control = form.elements.namedItem(idFor(field));
    let entered = '';
    if (control instanceof RadioNodeList) entered = control.value;
    else if (
      control instanceof HTMLInputElement &&
      control.type !== 'checkbox' &&
      control.type !== 'radio'
    ) {
      entered = control.value;
    } else if (control instanceof HTMLInputElement && control.type === 'radio' && control.checked) {
      entered = control.value;
    }
    if (entered !== '' && entered !== (values as Record<string, unknown>)[field])
      found[field] = entered;
  }
  return Object.keys(found).length > 0 ? found : null;
}

/**
 * The root element's mark of a prerendered page (src/app/hydration.ts PRERENDERED_ATTRIBUTE; the
 * same string, not imported: the entry reads that module, and a step importing it would make the
 * entry load the registration's chunk).
 */
export const PRERENDERED_MARK = 'data-prerendered';

/** Set on the root element once its first form has taken what was typed before hydration. */
const EARLY_INPUT_TAKEN = 'data-early-input-taken';

/**
 * Whether a form mounting now may take what the user typed into the prerendered page before the
 * app hydrated it: only the first form of a hydrated page, once. A later step, or a page the app
 * rendered itself, shows exactly the form's values, formatted fields included (an amount with its
 * commas is not a new edit).
 */
export function takeEarlyInput(form: Element | null): boolean {
  const root = form?.closest(`[${PRERENDERED_MARK}]`);
  if (!root || root.hasAttribute(EARLY_INPUT_TAKEN)) return false;
  root.setAttribute(EARLY_INPUT_TAKEN, '');
  return true;
}
