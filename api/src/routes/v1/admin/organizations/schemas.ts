import { Type } from '@sinclair/typebox';
import { ApprovalStatus } from '../../../../lib/organization-schemas';
import { StrictObject, VersionNumber } from '../../../../lib/schemas';

export const OrganizationFilters = { approvalStatus: Type.Optional(ApprovalStatus) };

export const ApproveBody = StrictObject({ version: VersionNumber() });
export const RejectBody = StrictObject({
  reason: Type.String({ minLength: 1, maxLength: 500 }),
  version: VersionNumber(),
});
export const VersionQuery = StrictObject({ version: VersionNumber() });
