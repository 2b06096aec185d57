import { useEffect, useRef } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { object, string } from 'yup';
import { isApiError, isolateText, notify, notifyApiError, serverFieldErrors, useTranslation } from '@portal/shared';
import { useQuery } from '@portal/shared/data';
import { Role } from '@portal/shared/domain';
import { Alert, Button, Card, type BoxProps } from '@portal/shared/ui/core';
import { TextField } from '@portal/shared/ui/forms';
import { useNavigate } from '@portal/shared/router';
import { pathAfterRoleChange } from '../../../lib/path-after-role-change';
import { reloadSession } from '../../../lib/reload-session';
import { getReferralCode, referralCodeQueryKey } from '../api/get-referral-code';
import { joinOrganization } from '../api/join-organization';
import type { MyOrganization } from '../api/types';

export interface JoinOrganizationCardProps {
  /** A code the visitor followed a link with: filled in and offered at once. */
  referralCode?: string;
  /** Joined with a role that keeps this page (else the card goes to the new role's home). */
  onJoined: (mine: MyOrganization) => void;
  order?: BoxProps['order'];
}

interface JoinValues {
  referralCode: string;
}

const joinSchema = object({ referralCode: string().trim().required('required').max(64, 'tooLong') });

/** Join an approved organization as an organization user with its referral code. */
export function JoinOrganizationCard({ referralCode, onJoined, order }: JoinOrganizationCardProps) {
  const { t } = useTranslation('organization');
  const navigate = useNavigate();
  const joinButton = useRef<HTMLButtonElement>(null);
  const offered = Boolean(referralCode);
  // Whom the offered code joins, by name; the code itself until (or unless) the lookup answers.
  const lookup = useQuery({
    key: referralCodeQueryKey(referralCode ?? ''),
    fetch: (signal) => getReferralCode(referralCode ?? '', signal),
    enabled: offered,
  });
  const unknownCode = isApiError(lookup.error) && lookup.error.status === 404;
  const title = !offered
    ? t('join.title')
    : lookup.data
      ? t('join.named', { organization: isolateText(lookup.data.organizationName) })
      : unknownCode
        ? t('join.title')
        : t('join.withCode', { code: referralCode });

  useEffect(() => {
    // Arriving from /login/{code}: one key press (Enter) joins.
    if (offered) joinButton.current?.focus();
  }, [offered]);

  const submit = async (values: JoinValues, helpers: FormikHelpers<JoinValues>) => {
    try {
      const mine = await joinOrganization(values.referralCode.trim());
      notify.success(t('toasts.joined'));
      // One joins as an org user, whose home is elsewhere: leave before the session says so.
      const next = pathAfterRoleChange(mine.role ?? Role.OrgUser);
      if (next === '/organization') onJoined(mine);
      else navigate(next);
      await reloadSession();
    } catch (error) {
      // A wrong code is explained next to it; a toast only for what the form cannot show.
      const refused = serverFieldErrors(error, (field) => field === 'referralCode');
      if (refused) {
        helpers.setErrors(refused.errors);
        if (!refused.allShown) notify.error(t('toasts.createOrJoinFailed'));
      } else {
        notifyApiError(error, t('toasts.createOrJoinFailed'));
      }
    }
  };

  return (
    <Card.Root
      order={order}
      as="section"
      aria-labelledby="join-organization-title"
      data-testid="join-card"
      data-offered={offered || undefined}
      borderWidth={offered ? '2px' : undefined}
      borderColor={offered ? 'colorPalette.solid' : undefined}
      bg={offered ? 'colorPalette.subtle' : undefined}
    >
      <Card.Header>
        <Card.Title as="h3" id="join-organization-title">
          {title}
        </Card.Title>
        <Card.Description>{offered ? t('join.withCodeDescription') : t('join.description')}</Card.Description>
      </Card.Header>
      <Formik<JoinValues>
        initialValues={{ referralCode: referralCode ?? '' }}
        validationSchema={joinSchema}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label={t('join.title')}>
            <Card.Body gap="4">
              {unknownCode ? (
                <Alert.Root status="warning" data-testid="unknown-referral-code">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>{t('join.invalidCode', { code: isolateText(referralCode ?? '') })}</Alert.Title>
                    <Alert.Description>{t('join.invalidCodeHelp')}</Alert.Description>
                  </Alert.Content>
                </Alert.Root>
              ) : null}
              <TextField
                name="referralCode"
                label={t('join.code')}
                required
                autoComplete="off"
                dir="ltr"
                disabled={isSubmitting}
              />
            </Card.Body>
            <Card.Footer justifyContent="flex-end">
              <Button ref={joinButton} type="submit" loading={isSubmitting}>
                {t('join.submit')}
              </Button>
            </Card.Footer>
          </Form>
        )}
      </Formik>
    </Card.Root>
  );
}
