// @portal/shared/ui/core — the light core of the UI kit: the Chakra system and provider, layout and
// typography, buttons, inputs, cards, alerts, badges and the portal's page frame and states.
// Heavier widgets live in their own entries so a page downloads only what it renders (a shared
// module is never tree-shaken): /ui/forms (Formik fields), /ui/checkbox, /ui/menu, /ui/dialog
// (dialogs, drawers, ConfirmDialog), /ui/table (DataTable), /ui/tabs (TabBar), /ui/avatar.
// (@portal/shared/ui itself is the whole 1.0 kit, kept for remotes built against 1.0.)
// Apps never import @chakra-ui/react: a second Chakra breaks the provider (its components would render outside the one
// ChakraProvider). Need another component? Add it to the entry of its weight (and its recipe to system.ts) in a new
// minor.
export {
  AbsoluteCenter,
  Alert,
  Badge,
  Box,
  Breadcrumb,
  Button,
  ButtonGroup,
  Card,
  Center,
  chakra,
  Circle,
  CloseButton,
  Container,
  EmptyState as ChakraEmptyState,
  Field,
  Flex,
  Float,
  Grid,
  GridItem,
  Group,
  Heading,
  HStack,
  Icon,
  IconButton,
  Image,
  Input,
  InputGroup,
  Link,
  NativeSelect,
  Portal,
  Separator,
  SimpleGrid,
  Skeleton,
  SkeletonText,
  Spacer,
  Span,
  Spinner,
  Square,
  Stack,
  Text,
  Textarea,
  VisuallyHidden,
  VStack,
  Wrap,
  useBreakpointValue,
  useDisclosure,
  useMediaQuery,
} from '@chakra-ui/react';
export type {
  BoxProps,
  ButtonProps,
  FlexProps,
  GridProps,
  HeadingProps,
  IconButtonProps,
  InputProps,
  LinkProps,
  StackProps,
  SystemStyleObject,
  TextProps,
} from '@chakra-ui/react';

export { PORTAL_BREAKPOINTS, portalSystem } from './system';
export { PortalProviders } from './portal-providers';
export { PortalIcon } from './icons';
export type { PortalIconProps } from './icons';

export { Brand } from './kit/brand';
export { PageHeader } from './kit/page-header';
export { PlannedPage } from './kit/planned-page';
export type { PlannedPageProps } from './kit/planned-page';
export type { BreadcrumbEntry, PageHeaderProps } from './kit/page-header';
export { BADGE_PALETTE, StatusBadge } from './kit/status-badge';
export type { StatusBadgeProps } from './kit/status-badge';
export { EmptyState, ErrorState, LoadingState, SectionUnavailable } from './kit/states';
export type { EmptyStateProps, ErrorStateProps, LoadingStateProps, SectionUnavailableProps } from './kit/states';
