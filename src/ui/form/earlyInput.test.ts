// @vitest-environment jsdom
import { valuesEnteredBeforeHydration } from './earlyInput';

function form(html: string): HTMLFormElement {
  document.body.innerHTML = `<form>${html}</form>`;
  return document.querySelector('form')!;
}
const same = (field: string) => field;

describe('valuesEnteredBeforeHydration', () => {
  afterEach(() => document.body.replaceChildren());

  it('reads a typed text field and a chosen radio that differ from the form’s values', () => {
    const element = form(`
      <input id="street1" value="" />
      <input type="radio" name="use" value="HOME" />
      <input type="radio" name="use" value="SECONDARY" />`);
    (element.elements.namedItem('street1') as HTMLInputElement).value = '12 Oak';
    (element.querySelector('[value="SECONDARY"]') as HTMLInputElement).checked = true;
    expect(
      valuesEnteredBeforeHydration(element, ['street1', 'use'], same, { street1: '', use: 'INIT' }),
    ).toEqual({ street1: '12 Oak', use: 'SECONDARY' });
  });

  it('is null when the page holds the form’s own values, or nothing, or no form', () => {
    const element = form(`<input id="name" value="Ada" /><input id="empty" />`);
    expect(
      valuesEnteredBeforeHydration(element, ['name', 'empty', 'missing'], same, {
        name: 'Ada',
        empty: '',
      }),
    ).toBeNull();
    expect(valuesEnteredBeforeHydration(null, ['name'], same, {})).toBeNull();
  });

  it('leaves checkboxes and selects alone, and finds fields by the page’s ids', () => {
    const element = form(`
      <input type="checkbox" id="agree" checked />
      <select id="state"><option value="AL">Alabama</option></select>
      <input id="page-zip" value="94105" />`);
    expect(
      valuesEnteredBeforeHydration(element, ['agree', 'state', 'zip'], (f) => `page-${f}`, {}),
    ).toEqual({ zip: '94105' });
    expect(
      valuesEnteredBeforeHydration(element, ['agree', 'state'], same, { agree: false, state: '' }),
    ).toBeNull();
  });
});
