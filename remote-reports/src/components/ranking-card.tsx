import { useId } from 'react';
import { formatNumber, localizedName, useTranslation } from '@portal/shared';
import { Box, Card, Flex, Text, VisuallyHidden } from '@portal/shared/ui/core';

/** One entry of a ranking: a courier, a city or a user, and how many shipments it had. */
export interface RankedEntry {
  id: string | null;
  name: string;
  nameAr: string;
  shipments: number;
}

export interface RankingCardProps {
  title: string;
  /** The title's heading level under the page's headings. */
  titleAs?: 'h2' | 'h3';
  entries: RankedEntry[];
  /** Said instead of an empty list. */
  empty: string;
}

/**
 * A short ranking (top couriers, cities, users) in a card, as a bar list: each name in the user's language, its
 * count and a bar scaled to the first.
 */
export function RankingCard({ title, titleAs = 'h2', entries, empty }: RankingCardProps) {
  const { t, i18n } = useTranslation('reports');
  const titleId = useId();
  const most = Math.max(1, ...entries.map((entry) => entry.shipments));
  return (
    <Card.Root as="section" aria-labelledby={titleId} size="sm" minW="0">
      <Card.Header>
        <Card.Title as={titleAs} id={titleId}>
          {title}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        {entries.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            {empty}
          </Text>
        ) : (
          <Box
            as="ol"
            role="list"
            aria-labelledby={titleId}
            listStyleType="none"
            display="flex"
            flexDirection="column"
            gap="3"
          >
            {entries.map((entry, index) => {
              const name = localizedName(entry, i18n.language) || t('unknown');
              return (
                <Box as="li" key={entry.id ?? `none-${index}`}>
                  <Flex justify="space-between" align="baseline" gap="3" fontSize="sm" mb="1">
                    {/* The courier's, city's or user's own name: a Latin name keeps its order in Arabic. */}
                    <Text as="span" dir="auto" truncate minW="0" title={name}>
                      {name}
                    </Text>
                    <Text as="span" fontWeight="semibold" flexShrink={0}>
                      {formatNumber(entry.shipments)}
                      <VisuallyHidden> {t('ranking.shipments', { count: entry.shipments })}</VisuallyHidden>
                    </Text>
                  </Flex>
                  <Box h="1.5" bg="bg.muted" borderRadius="full" overflow="hidden" aria-hidden="true">
                    <Box
                      h="full"
                      width={`${(entry.shipments / most) * 100}%`}
                      bg="colorPalette.solid"
                      borderRadius="full"
                    />
                  </Box>
                </Box>
              );
            })}
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}
