import { Form, Formik, type FormikHelpers } from 'formik';
import { notify, notifyApiError, serverFieldErrors, useTranslation } from '@portal/shared';
import { Button, Card, type BoxProps } from '@portal/shared/ui/core';
import { reloadSession } from '../../../lib/reload-session';
import { createOrganization } from '../api/create-organization';
import type { MyOrganization } from '../api/types';
import { OrganizationDetailsFields } from './organization-fields';
import {
  EMPTY_ORGANIZATION_VALUES,
  organizationFormSchema,
  toOrganizationInput,
  type OrganizationFormValues,
} from '@portal/shared/organization-form';

export interface CreateOrganizationCardProps {
  onCreated: (mine: MyOrganization) => void;
  order?: BoxProps['order'];
}

/** Apply for a new organization: it stays pending until a system admin approves it. */
export function CreateOrganizationCard({ onCreated, order }: CreateOrganizationCardProps) {
  const { t } = useTranslation('organization');

  const submit = async (values: OrganizationFormValues, helpers: FormikHelpers<OrganizationFormValues>) => {
    try {
      const mine = await createOrganization(toOrganizationInput(values));
      notify.success(t('toasts.created'));
      onCreated(mine);
      await reloadSession();
    } catch (error) {
      // The server's reasons go next to their fields (already in the user's language); a toast
      // only for what the form cannot show.
      const refused = serverFieldErrors(error, (field) => field in EMPTY_ORGANIZATION_VALUES);
      if (refused) {
        helpers.setErrors(refused.errors);
        if (!refused.allShown) notify.error(t('toasts.createOrJoinFailed'));
      } else {
        notifyApiError(error, t('toasts.createOrJoinFailed'));
      }
    }
  };

  return (
    <Card.Root order={order} as="section" aria-labelledby="create-organization-title">
      <Card.Header>
        <Card.Title as="h3" id="create-organization-title">
          {t('create.title')}
        </Card.Title>
        <Card.Description>{t('create.description')}</Card.Description>
      </Card.Header>
      <Formik<OrganizationFormValues>
        initialValues={EMPTY_ORGANIZATION_VALUES}
        validationSchema={organizationFormSchema}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label={t('create.title')}>
            <Card.Body>
              <OrganizationDetailsFields disabled={isSubmitting} />
            </Card.Body>
            <Card.Footer justifyContent="flex-end">
              <Button type="submit" loading={isSubmitting}>
                {t('create.submit')}
              </Button>
            </Card.Footer>
          </Form>
        )}
      </Formik>
    </Card.Root>
  );
}
