import { createFileRoute } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { m } from '../paraglide/messages';
import { parseAppInfo } from '../api/app-info';

export const Route = createFileRoute('/')({
  component: Home,
});

function Home() {
  const info = parseAppInfo({ version: import.meta.env.APP_VERSION });
  return <h1 className={css({ color: 'accent.default', textStyle: 'pageTitle' })}>{m.common_appName()} {info.version}</h1>;
}
