import { useMemo, type ReactNode } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { formatDate, isApiError, notify, notifyApiError, serverFieldErrors, useTranslation } from '@portal/shared';
import { Box, Button, Card, SimpleGrid, Stack, Text } from '@portal/shared/ui/core';
import type { Membership, MyOrganization } from '../api/types';
import { updateOrganization } from '../api/update-organization';
import { OrganizationDetailsFields } from './organization-fields';
import {
  organizationFormSchema,
  toOrganizationFormValues,
  toOrganizationInput,
  type OrganizationFormValues,
} from '@portal/shared/organization-form';
import { ReferralCodeCard } from './referral-code-card';

export interface OverviewTabProps {
  mine: Membership;
  onChanged: (mine: MyOrganization) => void;
  /** Someone changed the organization meanwhile (409): ask for it again. */
  onStale: () => void;
}

/** The organization's details, editable (the page is its admins'), facts about it and its referral code. */
export function OverviewTab({ mine, onChanged, onStale }: OverviewTabProps) {
  const { t } = useTranslation('organization');
  const { organization, role, joinedAt } = mine;

  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6" alignItems="start">
        <Box gridColumn={{ lg: 'span 2' }}>
          <SettingsForm mine={mine} onChanged={onChanged} onStale={onStale} />
        </Box>
        <Card.Root as="section" aria-labelledby="organization-about-title">
          <Card.Header>
            <Card.Title as="h2" id="organization-about-title">
              {t('about.title')}
            </Card.Title>
          </Card.Header>
          <Card.Body>
            <Facts
              items={[
                [t('about.role'), t(`common:roles.${role}`)],
                [t('about.joinedAt'), formatDate(joinedAt)],
                [t('about.memberCount'), String(organization.memberCount)],
                [t('about.approvedAt'), formatDate(organization.reviewedAt)],
                [t('about.createdAt'), formatDate(organization.createdAt)],
              ]}
            />
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
      {organization.referralCode ? (
        <ReferralCodeCard referralCode={organization.referralCode} onRegenerated={onChanged} />
      ) : null}
    </Stack>
  );
}

/** Label / value pairs, the label above its value on a narrow screen, beside it from md up; a blank value shows as a dash. */
function Facts({ items }: { items: [label: string, value: string | null, dir?: 'ltr'][] }) {
  return (
    <Box
      as="dl"
      display="grid"
      gridTemplateColumns={{ base: '1fr', md: 'minmax(8rem, auto) 1fr' }}
      columnGap="4"
      rowGap={{ base: '1', md: '3' }}
    >
      {items.map(([label, value, dir]) => (
        <FactRow key={label} label={label} dir={dir}>
          {value || '—'}
        </FactRow>
      ))}
    </Box>
  );
}

/**
 * The value keeps the page's direction (so it lines up with its label in Arabic); inside it the text
 * is isolated: written left to right (e-mail, phone) or in its own direction (a name, an address).
 */
function FactRow({ label, dir, children }: { label: string; dir?: 'ltr'; children: ReactNode }) {
  return (
    <>
      <Text as="dt" color="fg.muted" fontSize="sm">
        {label}
      </Text>
      <Text as="dd" textAlign="start" wordBreak="break-word" mb={{ base: '2', md: '0' }}>
        <bdi dir={dir}>{children}</bdi>
      </Text>
    </>
  );
}

/** The org admin's form: every field with the version it loaded (409 when someone saved meanwhile). */
function SettingsForm({ mine, onChanged, onStale }: OverviewTabProps) {
  const { t } = useTranslation('organization');
  const { organization } = mine;
  // A new version from the server (this save, or a reload after a 409) refills the form.
  const initialValues = useMemo(() => toOrganizationFormValues(organization), [organization]);

  const submit = async (values: OrganizationFormValues, helpers: FormikHelpers<OrganizationFormValues>) => {
    try {
      const next = await updateOrganization(toOrganizationInput(values), organization.version);
      notify.success(t('toasts.updated'));
      onChanged(next);
    } catch (error) {
      const refused = serverFieldErrors(error, (field) => field in initialValues);
      if (refused) {
        // Shown next to their fields; a toast only for what the form cannot show.
        helpers.setErrors(refused.errors);
        if (!refused.allShown) notify.error(t('toasts.updateFailed'));
      } else {
        // A 409 says, in the server's words, that someone else saved first; the form reloads with theirs.
        notifyApiError(error, t('toasts.updateFailed'));
        if (isApiError(error) && error.status === 409) onStale();
      }
    }
  };

  return (
    <Card.Root as="section" aria-labelledby="organization-settings-title">
      <Card.Header>
        <Card.Title as="h2" id="organization-settings-title">
          {t('settings.title')}
        </Card.Title>
        <Card.Description>{t('settings.description')}</Card.Description>
      </Card.Header>
      <Formik<OrganizationFormValues>
        initialValues={initialValues}
        enableReinitialize
        validationSchema={organizationFormSchema}
        onSubmit={submit}
      >
        {({ isSubmitting, dirty }) => (
          <Form noValidate aria-label={t('settings.title')}>
            <Card.Body>
              <OrganizationDetailsFields columns={2} disabled={isSubmitting} />
            </Card.Body>
            <Card.Footer justifyContent="flex-end">
              <Button type="submit" loading={isSubmitting} disabled={!dirty}>
                {t('settings.save')}
              </Button>
            </Card.Footer>
          </Form>
        )}
      </Formik>
    </Card.Root>
  );
}
