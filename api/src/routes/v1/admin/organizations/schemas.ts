import { Type } from '@sinclair/typebox';
import { ApprovalStatus } from '../../../../lib/organization-schemas';
import { StrictObject } from '../../../../lib/schemas';

export const OrganizationFilters = { approvalStatus: Type.Optional(ApprovalStatus) };

export const ApproveBody = StrictObject({ version: Type.Integer({ minimum: 1 }) });
export const RejectBody = StrictObject({
  reason: Type.String({ minLength: 1, maxLength: 500 }),
  version: Type.Integer({ minimum: 1 }),
});
export const VersionQuery = StrictObject({ version: Type.Integer({ minimum: 1 }) });
