import type { ReactNode } from 'react';
import { Button, Center, EmptyState as ChakraEmptyState, Spinner, Stack, Text, VStack } from '@chakra-ui/react';
import { serverFieldErrors, useTranslation, type IconName } from '@portal/shared';
import { PortalIcon } from '../icons';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: IconName;
  /** A call to action, e.g. "Add address". */
  action?: ReactNode;
}

export function EmptyState({ title, description, icon = 'box', action }: EmptyStateProps) {
  return (
    <ChakraEmptyState.Root size="md">
      <ChakraEmptyState.Content>
        <ChakraEmptyState.Indicator>
          <PortalIcon name={icon} />
        </ChakraEmptyState.Indicator>
        <VStack textAlign="center" gap="1">
          <ChakraEmptyState.Title>{title}</ChakraEmptyState.Title>
          {description ? <ChakraEmptyState.Description>{description}</ChakraEmptyState.Description> : null}
        </VStack>
        {action}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}

export interface LoadingStateProps {
  label?: string;
}

export function LoadingState({ label }: LoadingStateProps) {
  const { t } = useTranslation();
  return (
    <Center py="10" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="lg" color="colorPalette.solid" />
        <Text color="fg.muted">{label ?? t('states.loading')}</Text>
      </VStack>
    </Center>
  );
}

export interface ErrorStateProps {
  title?: string;
  message?: ReactNode;
  onRetry?: () => void;
  /**
   * The failure itself. A refusal of what was asked (400 naming fields) cannot be cured by asking
   * again: no Retry, no generic sentence; its reasons for `shownFields` stand beside those filters,
   * the others are written here.
   */
  error?: unknown;
  /** The fields (API names) the page marks beside their filter or field with `filterErrors`. */
  shownFields?: readonly string[];
}

export function ErrorState({ title, message, onRetry, error, shownFields = [] }: ErrorStateProps) {
  const { t } = useTranslation();
  const refused = error === undefined ? null : serverFieldErrors(error, (field) => shownFields.includes(field));
  if (refused) {
    return (
      <Center py="10" role="alert">
        <Stack gap="2" align="center" textAlign="center" maxW="md">
          <Text color="fg.warning" fontSize="3xl" lineHeight="1">
            <PortalIcon name="alert" />
          </Text>
          <Text fontWeight="semibold">{t('states.refusedTitle')}</Text>
          {refused.unshown.length > 0 ? (
            refused.unshown.map((reason) => (
              <Text key={reason} color="fg.muted">
                {reason}
              </Text>
            ))
          ) : (
            <Text color="fg.muted">{t('states.refusedHint')}</Text>
          )}
        </Stack>
      </Center>
    );
  }
  return (
    <Center py="10" role="alert">
      <Stack gap="3" align="center" textAlign="center" maxW="md">
        <Text color="fg.error" fontSize="3xl" lineHeight="1">
          <PortalIcon name="alert" />
        </Text>
        <Text fontWeight="semibold" fontSize="lg">
          {title ?? t('states.error')}
        </Text>
        {message ? <Text color="fg.muted">{message}</Text> : null}
        {onRetry ? (
          <Button onClick={onRetry} variant="outline">
            <PortalIcon name="refresh" />
            {t('actions.retry')}
          </Button>
        ) : null}
      </Stack>
    </Center>
  );
}

export interface SectionUnavailableProps {
  onRetry: () => void;
}

/** What the host shows on a remote's routes when the remote cannot be loaded, or is refused. */
export function SectionUnavailable({ onRetry }: SectionUnavailableProps) {
  const { t } = useTranslation();
  return (
    <ErrorState
      title={t('errors.sectionUnavailableTitle')}
      message={t('errors.sectionUnavailableBody')}
      onRetry={onRetry}
    />
  );
}
