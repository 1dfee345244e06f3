import { Link } from 'react-router';
import { ButtonLink } from '../../../../components/ui/button.tsx';
import { Logo } from '../../../../components/ui/logo.tsx';
import { COLLECTIVE_TEXTS } from '../texts.ts';

export function CollectiveHeader() {
  return (
    <header className="border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-4 sm:px-6 lg:px-8">
        <Link to="/collectief" aria-label={COLLECTIVE_TEXTS.nav.home} className="rounded-md">
          <Logo />
        </Link>
        <ButtonLink to="/login" variant="border">
          {COLLECTIVE_TEXTS.nav.login}
        </ButtonLink>
      </div>
    </header>
  );
}
