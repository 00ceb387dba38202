import { createFileRoute } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { readRegisterSearch } from '../../domain/routes-search';
import { m } from '../../paraglide/messages';
import { PlaceholderPage } from '../../ui/pages/PageHeading';

export const Route = createFileRoute('/_public/register')({
  validateSearch: readRegisterSearch,
  component: Register,
});

function Register() {
  return (
    <div className={css({ w: '100%', maxW: 'content', mx: 'auto', px: { base: '4', sm: '6' }, py: '10' })}>
      <div className={css({ bg: 'bg.canvas', borderRadius: '2xl', p: { base: '5', sm: '8' } })}>
        <PlaceholderPage title={m.common_pageRegister()} />
      </div>
    </div>
  );
}
