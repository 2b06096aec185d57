import type { TypeItem } from '../api/types';
import { TypePage, type TypeValues } from './type-page';

/** Service types (/admin/service-types), e.g. standard, express, same day. */
export default function ServiceTypesPage() {
  return <TypePage<TypeItem, TypeValues> path="/admin/service-types" lookup="service-types" pageKey="serviceTypes" />;
}
