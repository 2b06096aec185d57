import { useEffect, useRef, useState } from 'react';
import { notify, notifyApiError, usePrimaryPickupAddress, useTranslation } from '@portal/shared';
import { AddressType, isDraft } from '@portal/shared/domain';
import {
  Box,
  Button,
  chakra,
  ErrorState,
  Flex,
  HStack,
  LoadingState,
  PageHeader,
  Stack,
  Text,
} from '@portal/shared/ui/core';
import { useNavigate, useParams, useSearchParams } from '@portal/shared/router';
import { useQuery } from '@portal/shared/data';
import { Form, Formik, type FormikHelpers, type FormikProps } from 'formik';
import { createDraft } from '../api/create-draft';
import { getShipment, shipmentQueryKey } from '../api/get-shipment';
import { addressBookQueryKey, listAddressBook } from '../api/list-address-book';
import { processShipment } from '../api/process-shipment';
import { saveRecipientAddress } from '../api/save-recipient-address';
import type { Shipment } from '../api/types';
import { updateDraft } from '../api/update-draft';
import { DetailsStep } from './wizard/details-step';
import { LocationStep } from './wizard/location-step';
import { ReviewStep } from './wizard/review-step';
import {
  draftInput,
  EMPTY_WIZARD,
  inlineRecipient,
  STEP_SCHEMAS,
  valuesFromShipment,
  WIZARD_STEPS,
  type WizardValues,
} from './wizard/wizard-values';
import { shipmentsBreadcrumbs } from '../../../components/shipments-breadcrumbs';

/** The step a reload resumes at: the URL's `?step=`, but never past a step the saved draft does not pass. */
function resumeStep(requested: string | null, draft: Shipment): number {
  const wanted = Math.max(0, WIZARD_STEPS.indexOf(requested as (typeof WIZARD_STEPS)[number]));
  const values = valuesFromShipment(draft);
  const firstInvalid = STEP_SCHEMAS.findIndex((schema) => !schema.isValidSync(values));
  return firstInvalid === -1 ? wanted : Math.min(wanted, firstInvalid);
}

/**
 * Create or edit a shipment (/shipments/new, /shipments/:id/edit): Location → Shipment Details →
 * Review with live rates. Saved as a draft from any step; moving to Review saves it too, so the
 * rates are the server's for exactly what is saved. Processing books it.
 */
export default function NewShipmentPage() {
  const { t } = useTranslation('shipments');
  const navigate = useNavigate();
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const [step, setStep] = useState(0);
  const [draft, setDraft] = useState<Shipment | null>(null);
  const [processing, setProcessing] = useState(false);
  const primary = usePrimaryPickupAddress();
  const pickups = useQuery({
    key: addressBookQueryKey(AddressType.PickUp),
    fetch: (signal) => listAddressBook(AddressType.PickUp, signal),
  });
  const recipients = useQuery({
    key: addressBookQueryKey(AddressType.DropOff),
    fetch: (signal) => listAddressBook(AddressType.DropOff, signal),
  });
  // Editing a draft: the same request (and key) as its details page.
  const existing = useQuery({ key: shipmentQueryKey(id), fetch: (signal) => getShipment(id!, signal), enabled: !!id });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<FormikProps<WizardValues>>(null);

  const [loaded, setLoaded] = useState<Shipment | null>(null);
  // Both wizard routes render this one component, so it stays mounted from /shipments/new to the
  // new draft's edit URL (keeping the form). Any other change of draft (another draft, or "New
  // shipment" from a draft) starts over.
  const [routeId, setRouteId] = useState(id);
  const startingOver = id !== routeId && !(id !== undefined && draft?.id === id);
  if (id !== routeId) {
    setRouteId(id);
    if (startingOver) {
      setDraft(null);
      setLoaded(null);
      setStep(0);
    }
  }
  // A loaded draft becomes the one being edited (set while rendering: state that follows a loaded
  // value); only the route's own draft, since the query shows the previous draft until the next loads.
  if (!startingOver && existing.data && existing.data.id === id && existing.data !== loaded) {
    setLoaded(existing.data);
    // Opening a saved draft (a reload, or "Get rates and process") resumes at the step in the URL.
    if (isDraft(existing.data) && !draft) setStep(resumeStep(searchParams.get('step'), existing.data));
    // Never an older version than the one just saved (the load can answer after a save).
    if (isDraft(existing.data) && (!draft || existing.data.version >= draft.version)) setDraft(existing.data);
  }
  useEffect(() => {
    if (existing.data && !isDraft(existing.data)) navigate(`/shipments/${existing.data.id}`, { replace: true });
  }, [existing.data, navigate]);

  // Editing: the form starts from the saved draft, so it waits for it.
  if (id && !draft)
    return existing.error ? (
      <ErrorState message={t('details.loadFailed')} onRetry={existing.reload} />
    ) : (
      <LoadingState />
    );

  const initialValues: WizardValues = draft
    ? valuesFromShipment(draft)
    : { ...EMPTY_WIZARD, senderAddressId: primary.address?.id ?? '' };

  /** Saves what is filled in so far: a new draft, or the next version of this one. */
  const save = async (
    values: WizardValues,
    helpers: Pick<FormikHelpers<WizardValues>, 'setFieldValue'>,
  ): Promise<Shipment | null> => {
    let input = draftInput(values);
    if (values.recipientMode === 'new' && values.saveRecipient) {
      const recipient = inlineRecipient(values);
      if (recipient) {
        try {
          const saved = await saveRecipientAddress(recipient);
          input = { ...input, recipient: undefined, recipientAddressId: saved.id };
          await helpers.setFieldValue('recipientMode', 'book');
          await helpers.setFieldValue('recipientAddressId', saved.id);
          await helpers.setFieldValue('saveRecipient', false);
          recipients.reload();
        } catch (error) {
          notifyApiError(error, t('toasts.addressSaveFailed'));
          return null;
        }
      }
    }
    try {
      const saved = draft ? await updateDraft(draft.id, draft.version, input) : await createDraft(input);
      notify.success(t(draft ? 'toasts.draftUpdated' : 'toasts.draftCreated'));
      setDraft(saved);
      // The draft exists from now on: the URL names it, so a reload resumes it instead of starting over.
      if (!draft) navigate(stepUrl(saved.id, step), { replace: true });
      return saved;
    } catch (error) {
      notifyApiError(error, t('toasts.saveFailed'));
      return null;
    }
  };

  const stepUrl = (draftId: string, index: number) => `/shipments/${draftId}/edit?step=${WIZARD_STEPS[index]}`;

  const goTo = (next: number, saved: Shipment | null = draft) => {
    setStep(next);
    // A new step starts untouched: the previous step's submit must not mark its fields invalid before the user types.
    // Not resetForm: that would make the values the form's initial ones, and while no draft exists the form
    // reinitializes from the page's initial values, dropping what the first step chose.
    formRef.current?.setFormikState((state) => ({ ...state, touched: {}, errors: {}, submitCount: 0 }));
    if (saved) navigate(stepUrl(saved.id, next), { replace: true });
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const process = async (courierId: string, serviceTypeId: string) => {
    if (!draft) return;
    setProcessing(true);
    try {
      const booked = await processShipment(draft.id, courierId, serviceTypeId);
      notify.success(t('toasts.processed'));
      navigate(`/shipments/${booked.id}`);
    } catch (error) {
      notifyApiError(error, t('toasts.processFailed'));
    } finally {
      setProcessing(false);
    }
  };

  const title = t(id || draft ? 'pages.editShipment.title' : 'pages.newShipment.title');
  return (
    <>
      <PageHeader title={title} breadcrumbs={shipmentsBreadcrumbs(t, { label: title })} />
      <Stack
        as="ol"
        direction={{ base: 'column', md: 'row' }}
        gap="2"
        mb="6"
        listStyleType="none"
        aria-label={t('wizard.stepOf', { step: step + 1, total: WIZARD_STEPS.length })}
      >
        {WIZARD_STEPS.map((key, index) => (
          <Box
            as="li"
            key={key}
            flex="1"
            px="4"
            py="2"
            borderBottomWidth="3px"
            borderColor={index <= step ? 'colorPalette.solid' : 'border'}
            color={index === step ? 'fg' : 'fg.muted'}
            fontWeight={index === step ? 'semibold' : 'normal'}
            aria-current={index === step ? 'step' : undefined}
          >
            <Text fontSize="sm">{t('wizard.stepOf', { step: index + 1, total: WIZARD_STEPS.length })}</Text>
            <Text>{t(`wizard.steps.${key}`)}</Text>
          </Box>
        ))}
      </Stack>
      <chakra.h2 ref={headingRef} tabIndex={-1} srOnly>
        {t(`wizard.steps.${WIZARD_STEPS[step]}`)}
      </chakra.h2>
      <Formik<WizardValues>
        innerRef={formRef}
        initialValues={initialValues}
        enableReinitialize={!draft}
        validationSchema={STEP_SCHEMAS[step]}
        onSubmit={async (values, helpers) => {
          if (step === 0) return goTo(1);
          if (step === 1) {
            const saved = await save(values, helpers);
            if (saved) goTo(2, saved);
          }
        }}
      >
        {({ values, isSubmitting, setFieldValue }) => (
          <Form noValidate>
            {step === 0 ? (
              <LocationStep
                pickups={pickups.data?.items ?? []}
                recipients={recipients.data?.items ?? []}
                primaryStatus={primary.status}
              />
            ) : null}
            {step === 1 ? <DetailsStep shipmentId={draft?.id} /> : null}
            {step === 2 && draft ? <ReviewStep draft={draft} processing={processing} onProcess={process} /> : null}
            <Flex justify="space-between" mt="6" gap="3" wrap="wrap">
              <Button type="button" variant="outline" disabled={step === 0} onClick={() => goTo(step - 1)}>
                {t('wizard.back')}
              </Button>
              <HStack>
                {step < 2 ? (
                  <Button
                    type="button"
                    variant="outline"
                    loading={isSubmitting}
                    onClick={() => void save(values, { setFieldValue })}
                  >
                    {t('wizard.saveDraft')}
                  </Button>
                ) : null}
                {step < 2 ? (
                  <Button type="submit" loading={isSubmitting}>
                    {t('wizard.next')}
                  </Button>
                ) : null}
              </HStack>
            </Flex>
          </Form>
        )}
      </Formik>
    </>
  );
}
