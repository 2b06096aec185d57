import { useTranslation } from '@portal/shared';
import { Box, Card, Link, PortalIcon, Stack, Text } from '@portal/shared/ui/core';

const DOCS_PATH = '/api/docs';

/** How to call the API with a key: the header, a curl example against this portal, and the API reference. */
export function UsageCard() {
  const { t } = useTranslation('organization');
  const example = `curl -H "Authorization: Bearer pk_…" ${window.location.origin}/api/v1/shipments`;
  return (
    <Card.Root as="section" aria-labelledby="api-keys-usage-title" size="sm">
      <Card.Header>
        <Card.Title as="h2" id="api-keys-usage-title">
          {t('apiKeys.usage.title')}
        </Card.Title>
        <Card.Description>
          {/* The path is split out of the sentence so that it stays left to right and the full stop ends the sentence in Arabic too. */}
          {t('apiKeys.usage.descriptionStart')}{' '}
          <bdi dir="ltr">
            <Text as="code" fontFamily="mono">
              /api/v1
            </Text>
          </bdi>
          {t('apiKeys.usage.descriptionEnd')}
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <Stack gap="1">
            <Text fontSize="sm" color="fg.muted">
              {t('apiKeys.usage.header')}
            </Text>
            <Code>Authorization: Bearer &lt;key&gt;</Code>
          </Stack>
          <Stack gap="1">
            <Text fontSize="sm" color="fg.muted">
              {t('apiKeys.usage.example')}
            </Text>
            <Code testId="api-keys-curl">{example}</Code>
          </Stack>
          <Text fontSize="sm">
            {t('apiKeys.usage.docsHint')}{' '}
            <Link href={DOCS_PATH} target="_blank" rel="noopener" colorPalette="green" fontWeight="medium">
              {t('apiKeys.usage.docs')}
              <PortalIcon name="chevronRight" />
            </Link>
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function Code({ children, testId }: { children: string | string[]; testId?: string }) {
  return (
    <Box
      as="pre"
      dir="ltr"
      textAlign="start"
      data-testid={testId}
      fontFamily="mono"
      fontSize="sm"
      p="3"
      bg="bg.muted"
      borderRadius="md"
      whiteSpace="pre-wrap"
      wordBreak="break-all"
    >
      <code>{children}</code>
    </Box>
  );
}
