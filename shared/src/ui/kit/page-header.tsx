import { Fragment, type ReactNode } from 'react';
import { Breadcrumb, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@portal/shared/router';

export interface BreadcrumbEntry {
  label: string;
  /** Omitted on the current page (the last entry). */
  to?: string;
}

export interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  breadcrumbs?: BreadcrumbEntry[];
  /** Buttons on the end side: "Add address", "Export"… */
  actions?: ReactNode;
}

export function PageHeader({ title, description, breadcrumbs, actions }: PageHeaderProps) {
  return (
    <Flex
      as="header"
      direction={{ base: 'column', md: 'row' }}
      justify="space-between"
      align={{ base: 'stretch', md: 'flex-end' }}
      gap="4"
      mb="6"
    >
      <Stack gap="1" minW="0">
        {breadcrumbs && breadcrumbs.length > 0 ? (
          <Breadcrumb.Root size="sm">
            <Breadcrumb.List>
              {breadcrumbs.map((crumb, index) => (
                <Fragment key={`${crumb.label}-${index}`}>
                  {index > 0 ? <Breadcrumb.Separator>/</Breadcrumb.Separator> : null}
                  <Breadcrumb.Item>
                    {index === breadcrumbs.length - 1 ? (
                      <Breadcrumb.CurrentLink>{crumb.label}</Breadcrumb.CurrentLink>
                    ) : crumb.to ? (
                      <Breadcrumb.Link asChild>
                        <RouterLink to={crumb.to}>{crumb.label}</RouterLink>
                      </Breadcrumb.Link>
                    ) : (
                      <Text as="span" color="fg.muted">
                        {crumb.label}
                      </Text>
                    )}
                  </Breadcrumb.Item>
                </Fragment>
              ))}
            </Breadcrumb.List>
          </Breadcrumb.Root>
        ) : null}
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {description ? <Text color="fg.muted">{description}</Text> : null}
      </Stack>
      {actions ? (
        // Beside the title (md and up) the buttons keep their width and the title's text wraps: shrunk
        // below its button, the box let "Add endpoint" stick out at 1024 px. Under the title (phones)
        // the buttons wrap within the screen.
        <HStack gap="2" wrap="wrap" minW="0" maxW="full" flexShrink={{ base: 1, md: 0 }}>
          {actions}
        </HStack>
      ) : null}
    </Flex>
  );
}
