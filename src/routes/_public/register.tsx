import { createFileRoute } from '@tanstack/react-router';
import { readRegisterSearch } from '@/domain/route-search-schemas';
import { RegisterScreen } from './-register/RegisterScreen';

export const Route = createFileRoute('/_public/register')({
  validateSearch: readRegisterSearch,
  component: RegisterScreen,
});
