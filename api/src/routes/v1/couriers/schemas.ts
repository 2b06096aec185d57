import { Type } from '@sinclair/typebox';
import { Nullable, Uuid } from '../../../lib/schemas';

const Named = { id: Uuid, name: Type.String(), nameAr: Type.String() };

/** A courier as users browse it (/couriers): logo, website, services and where it works. */
export const CatalogueCourier = Type.Object(
  {
    ...Named,
    code: Type.String(),
    website: Nullable(Type.String()),
    logoUrl: Nullable(Type.String()),
    serviceTypes: Type.Array(Type.Object({ ...Named, code: Type.String() })),
    regions: Type.Array(Type.Object({ ...Named, countryName: Type.String(), countryNameAr: Type.String() })),
    countryWide: Type.Array(Type.Object(Named), {
      description: 'Countries where a zone names no region: the whole country is covered',
    }),
  },
  { $id: 'CatalogueCourier', title: 'CatalogueCourier' },
);
