import type { ReactNode } from 'react';
import { Link as RouterLink } from '@portal/shared/router';
import { Button, Heading, Stack, Text } from '@portal/shared/ui/core';

export interface MessagePageProps {
  code: string;
  title: string;
  body: ReactNode;
  homeLabel: string;
}

/** The frame of the not-found and not-authorized pages: a big code, a title, why, and the way home. */
export function MessagePage({ code, title, body, homeLabel }: MessagePageProps) {
  return (
    <Stack align="center" textAlign="center" gap="4" maxW="lg">
      <Text aria-hidden fontSize={{ base: '6xl', md: '8xl' }} fontWeight="black" lineHeight="1" color="colorPalette.fg">
        {code}
      </Text>
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text color="fg.muted">{body}</Text>
      <Button asChild>
        <RouterLink to="/">{homeLabel}</RouterLink>
      </Button>
    </Stack>
  );
}
