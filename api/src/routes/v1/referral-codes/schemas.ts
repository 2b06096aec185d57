import { Type } from '@sinclair/typebox';
import { StrictObject } from '../../../lib/schemas';

/** Any text: a code typed with spaces or dashes is read like the join does; one that matches nothing is a 404. */
export const ReferralCodeParams = StrictObject({ referralCode: Type.String({ minLength: 1, maxLength: 64 }) });

export const ReferralCodePreviewSchema = Type.Object(
  {
    organizationName: Type.String({ description: 'The name of the approved organization the code joins' }),
  },
  {
    $id: 'ReferralCodePreview',
    title: 'ReferralCodePreview',
    description: 'What a referral code joins: the organization’s name and nothing else about it',
  },
);
