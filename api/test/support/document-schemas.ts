import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

/**
 * A check of values against schemas of a served OpenAPI document: '' when the value conforms, else what
 * is wrong. Component references resolve; the portal's own formats (phone, strong-password) are not checked.
 */
export function documentSchemaCheck(components: { schemas: Record<string, unknown> }) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  for (const format of ['phone', 'strong-password']) ajv.addFormat(format, true);
  const local = (schema: unknown) =>
    JSON.parse(JSON.stringify(schema).replaceAll('#/components/schemas/', 'components#/$defs/'));
  ajv.addSchema({ $id: 'components', $defs: local(components.schemas) });
  return (schema: unknown, value: unknown): string => {
    const validate = ajv.compile(local(schema));
    return validate(value) ? '' : ajv.errorsText(validate.errors);
  };
}
