import { addPortalFormats } from './ajv-formats';

// The formats as the API's Ajv holds them, each checked with a value it must take and one it must refuse.
const registered = new Map<string, (value: string) => boolean>();
const keywords: string[] = [];
const ajv = {
  addFormat: (name: string, format: { type: 'string'; validate: (value: string) => boolean }) => {
    expect(format.type).toBe('string');
    registered.set(name, format.validate);
  },
  addKeyword: (keyword: string) => keywords.push(keyword),
};
// Registered before each test, not once for the file: Stryker counts code run in a beforeAll as run by
// no test (static), and would test none of the formats' mutants.
let returned: unknown;
beforeEach(() => {
  registered.clear();
  returned = addPortalFormats(ajv);
});

describe('the portal formats', () => {
  it('registers the five formats and hands back the same Ajv', () => {
    expect(returned).toBe(ajv);
    expect([...registered.keys()].sort()).toEqual(['date', 'date-time', 'email', 'phone', 'strong-password']);
    // A keyword for the document only: schemas may carry it without Ajv refusing them.
    expect(keywords).toEqual(expect.arrayContaining(['x-required', 'x-enum-varnames', 'x-enum-descriptions']));
  });

  it.each([
    ['email', 'hala@example.com', 'hala@'],
    ['strong-password', 'Correct-Horse-9', 'short'],
    ['phone', '0791234567', '12'],
    ['date', '2026-02-28', '2026-02-30'],
    ['date-time', '2026-02-28T10:00:00Z', '2026-02-28'],
  ])('%s takes %j and refuses %j', (name, good, bad) => {
    const validate = registered.get(name)!;
    expect(validate(good)).toBe(true);
    expect(validate(bad)).toBe(false);
  });
});
