import { api } from '@portal/shared';

export const withdrawApplication = () => api.delete<void>('/organization/application');
