import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { InstitutionCard } from '@/ui/school/InstitutionCard';
import { SchoolLinkWizard, type SchoolLinkWizardProps } from '@/ui/school/SchoolLinkWizard';

afterEach(cleanup);

function props(overrides: Partial<SchoolLinkWizardProps> = {}): SchoolLinkWizardProps {
  const noop = () => {};
  return {
    view: 'simple',
    showLevel: true,
    showSchool: true,
    values: { mode: 'city', stateId: '24', cityId: '', cityName: '', educationLevel: '', inepCode: '' },
    school: null,
    filters: { name: '', address: '', cep: '', type: '' },
    results: null,
    draft: { name: '', address: '', zipCode: '', type: 'PUBLIC', phone: '', coordinatorName: '', inepCode: '' },
    grades: {
      grades: { portuguese: '', mathematics: '', history: '', geography: '', science: '', arts: '', physicalEducation: '', foreignLanguage: '' },
      periodType: '',
      period: '',
      gradingSystemID: '',
      acceptGradesVerificationTerms: false,
    },
    guardianAccepted: false,
    errors: {},
    notice: null,
    placeLabel: 'São Paulo – São Paulo',
    canSearchAdvanced: false,
    stepBar: { advancedSearchReady: false, hasResults: false },
    lookingUp: false,
    saving: false,
    confirmOpen: false,
    draftInfoOpen: false,
    sending: false,
    complete: false,
    linkedSchoolName: null,
    guardianFormHref: '/profile/sponsor',
    errorRound: 0,
    searchCities: async () => [],
    onChange: noop,
    onLookupInep: noop,
    onClearSchool: noop,
    onOpenAdvanced: noop,
    onSubmit: noop,
    onConfirm: noop,
    onCancel: noop,
    onChangeFilters: noop,
    onSearch: noop,
    onPage: noop,
    onSelect: noop,
    onBack: noop,
    onRegister: noop,
    onChangeDraft: noop,
    onSubmitDraft: noop,
    onAcknowledge: noop,
    onGoToStep: noop,
    onRetry: noop,
    onAcceptGuardian: noop,
    onAuthorize: noop,
    onSkip: noop,
    onChangeGrades: noop,
    onSendGrades: noop,
    ...overrides,
  };
}

describe('SchoolLinkWizard (docs/product/school.md, States and Rules)', () => {
  it('asks a student for the level and offers the advanced search only when allowed', () => {
    const onOpenAdvanced = vi.fn();
    const { rerender } = render(<SchoolLinkWizard {...props({ onOpenAdvanced })} />);
    expect(screen.getByLabelText(/^Nível de ensino/)).toBeTruthy();
    const find = screen.getByRole('button', { name: 'Buscar minha escola' }) as HTMLButtonElement;
    expect(find.disabled).toBe(true);
    expect(screen.getByText('Escolha estado, cidade e nível de ensino para buscar sua escola.')).toBeTruthy();
    rerender(<SchoolLinkWizard {...props({ onOpenAdvanced, canSearchAdvanced: true })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Buscar minha escola' }));
    expect(onOpenAdvanced).toHaveBeenCalledTimes(1);
  });

  it('hides the school field from sponsors and the level from everyone but students', () => {
    render(<SchoolLinkWizard {...props({ showLevel: false, showSchool: false })} />);
    expect(screen.queryByLabelText(/^Nível de ensino/)).toBeNull();
    expect(screen.queryByText('Escola')).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Pelo código INEP' })).toBeNull();
  });

  it('an INEP search disables state and city', () => {
    render(<SchoolLinkWizard {...props({ values: { mode: 'inep', stateId: '24', cityId: '24001', cityName: 'São Paulo', educationLevel: 'HIGH_SCHOOL', inepCode: '' } })} />);
    expect((screen.getByLabelText(/^Estado/) as HTMLSelectElement).disabled).toBe(true);
    expect((screen.getByRole('combobox', { name: /Cidade/ }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Buscar pelo INEP' })).toBeTruthy();
  });

  it('marks a school being registered and shows the step as 1 of 4', () => {
    render(
      <SchoolLinkWizard
        {...props({ school: { kind: 'draft', id: 0, name: 'Escola Nova', aliasName: null, inepCode: null, type: 'PRIVATE', address: 'Rua A, CEP 01001-000' } })}
      />,
    );
    expect(screen.getByText('Escola nova')).toBeTruthy();
    expect(screen.getByText('Privada')).toBeTruthy();
    expect(screen.getByText('Etapa 1 de 4')).toBeTruthy();
  });

  it('the step bar links only to steps passed that can be gone back to, as src/domain/school/wizard-steps says', () => {
    const onGoToStep = vi.fn();
    const bar = () => screen.getByRole('navigation', { name: 'Etapas do vínculo' });
    const { rerender } = render(<SchoolLinkWizard {...props({ view: 'register', stepBar: { advancedSearchReady: true, hasResults: false }, onGoToStep })} />);
    const links = () => within(bar()).queryAllByRole('button').map((button) => /\d\. .+$/.exec(button.textContent ?? '')?.[0]);
    expect(links()).toEqual(['1. Sua escola', '2. Busca avançada']);
    fireEvent.click(within(bar()).getByRole('button', { name: '2. Busca avançada' }));
    expect(onGoToStep).toHaveBeenCalledWith(2);
    rerender(<SchoolLinkWizard {...props({ view: 'register', stepBar: { advancedSearchReady: false, hasResults: true }, onGoToStep })} />);
    expect(links()).toEqual(['1. Sua escola', '3. Resultados']);
    rerender(<SchoolLinkWizard {...props({ view: 'simple', stepBar: { advancedSearchReady: true, hasResults: true }, onGoToStep })} />);
    expect(links()).toEqual([]);
    expect(within(bar()).getByText('1. Sua escola').closest('[aria-current="step"]')).not.toBeNull();
  });

  it('the blocked view says the institution awaits approval and offers no field', () => {
    render(<SchoolLinkWizard {...props({ view: 'blocked', linkedSchoolName: 'EE Demo' })} />);
    expect(screen.getByText('Aguardando aprovação da instituição')).toBeTruthy();
    expect(screen.getByText('EE Demo')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Salvar vínculo' })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('InstitutionCard without an INEP code shows the type alone', () => {
    render(<InstitutionCard name="Escola Nova" inepCode={null} type="PUBLIC" badge="Escola nova" />);
    expect(screen.getByText('Pública')).toBeTruthy();
    expect(screen.queryByText(/INEP/)).toBeNull();
  });
});
