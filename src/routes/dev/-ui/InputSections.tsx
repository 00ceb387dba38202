import { useState } from 'react';
import { css } from 'styled-system/css';
import { isValidCep, isValidCpf, isValidInep } from '@/domain/documents';
import { PHONE_DIGITS } from '@/domain/masks';
import { m } from '@/paraglide/messages.js';
import {
  Autocomplete,
  CepField,
  Checkbox,
  CpfField,
  DateField,
  InepField,
  PasswordField,
  PhoneField,
  RadioGroup,
  Tabs,
  TextField,
} from '@/ui/components';
import { GalleryGrid, GallerySection, GalleryState } from './GallerySection';
import { cities, type SampleCity } from './sample-data';

export function TextFieldsSection() {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  return (
    <GallerySection id="text-fields" name="Campos de texto">
      <GalleryGrid>
        <GalleryState name="Vazio">
          <TextField label="Nome de usuário" name="userName" value={name} onChange={(e) => setName(e.target.value)} data-testid="text-empty" />
        </GalleryState>
        <GalleryState name="Preenchido">
          <TextField label="E-mail" type="email" defaultValue="ana.souza@escola.edu.br" />
        </GalleryState>
        <GalleryState name="Obrigatório com erro">
          <TextField label="Nome" required defaultValue="" error={m.validation_required()} />
        </GalleryState>
        <GalleryState name="Desabilitado">
          <TextField label="Escola" disabled defaultValue="E.E. Prof. Maria Silva" />
        </GalleryState>
        <GalleryState name="Senha">
          <PasswordField label="Senha" required id="gallery-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </GalleryState>
        <GalleryState name="Senha com erro">
          <PasswordField label="Confirmar senha" defaultValue="abc" error="As senhas não conferem" />
        </GalleryState>
      </GalleryGrid>
    </GallerySection>
  );
}

export function BrazilianFieldsSection() {
  const [phone, setPhone] = useState('');
  const [date, setDate] = useState('');
  const [cpf, setCpf] = useState('52998224725');
  const [badCpf, setBadCpf] = useState('52998224726');
  const [cep, setCep] = useState('01310930');
  const [cepDotted, setCepDotted] = useState('');
  const [inep, setInep] = useState('3501234');
  return (
    <GallerySection id="brazilian-fields" name="Campos brasileiros">
      <GalleryGrid>
        <GalleryState name="Telefone (+55 fixo)">
          <PhoneField label="WhatsApp" required value={phone} onValueChange={setPhone} data-testid="phone" />
          <output className={css({ fontSize: 'caption', color: 'fg.muted' })} data-testid="phone-value">
            {phone || '—'}
          </output>
        </GalleryState>
        <GalleryState name="Telefone com erro">
          <PhoneField label="Celular" value="119876" onValueChange={() => {}} error={`O telefone precisa de ${PHONE_DIGITS} dígitos`} />
        </GalleryState>
        <GalleryState name="Data de nascimento">
          <DateField label="Data de nascimento" value={date} onValueChange={setDate} data-testid="date" />
        </GalleryState>
        <GalleryState name="CPF válido">
          <CpfField label="CPF" value={cpf} onValueChange={setCpf} error={cpf.length === 11 && !isValidCpf(cpf) ? 'CPF inválido' : undefined} data-testid="cpf" />
        </GalleryState>
        <GalleryState name="CPF inválido">
          <CpfField label="CPF do responsável" value={badCpf} onValueChange={setBadCpf} error={isValidCpf(badCpf) ? undefined : 'CPF inválido'} />
        </GalleryState>
        <GalleryState name="CEP 99999-999">
          <CepField label="CEP" value={cep} onValueChange={setCep} error={cep && !isValidCep(cep) ? 'CEP inválido' : undefined} data-testid="cep" />
        </GalleryState>
        <GalleryState name="CEP 99.999-999">
          <CepField label="CEP da escola" dotted value={cepDotted} onValueChange={setCepDotted} data-testid="cep-dotted" />
        </GalleryState>
        <GalleryState name="INEP (8 dígitos)">
          <InepField label="Código INEP" value={inep} onValueChange={setInep} error={isValidInep(inep) ? undefined : 'O código INEP tem 8 dígitos'} data-testid="inep" />
        </GalleryState>
      </GalleryGrid>
    </GallerySection>
  );
}

export function ChoicesSection() {
  const [terms, setTerms] = useState(false);
  const [news, setNews] = useState(true);
  const [role, setRole] = useState<string | null>('STUDENT');
  const [type, setType] = useState<string | null>(null);
  return (
    <GallerySection id="choices" name="Caixas de seleção e opções">
      <GalleryGrid>
        <GalleryState name="Checkbox">
          <Checkbox checked={terms} onCheckedChange={setTerms} required name="terms">
            Li e aceito os termos de uso
          </Checkbox>
          <Checkbox checked={news} onCheckedChange={setNews} name="news">
            Quero receber novidades
          </Checkbox>
        </GalleryState>
        <GalleryState name="Checkbox com erro / desabilitado">
          <Checkbox checked={false} onCheckedChange={() => {}} required error="Aceite os termos para continuar">
            Autorizo o uso de imagem
          </Checkbox>
          <Checkbox checked onCheckedChange={() => {}} disabled>
            Opção bloqueada
          </Checkbox>
        </GalleryState>
        <GalleryState name="Grupo de opções">
          <RadioGroup
            label="Eu sou"
            name="role"
            value={role}
            onValueChange={setRole}
            options={[
              { value: 'STUDENT', label: 'Estudante' },
              { value: 'TEACHER', label: 'Educador(a)' },
              { value: 'COORDINATOR', label: 'Diretor(a)' },
            ]}
          />
        </GalleryState>
        <GalleryState name="Grupo obrigatório com erro">
          <RadioGroup
            label="Tipo de escola"
            name="schoolType"
            required
            value={type}
            onValueChange={setType}
            error={type ? undefined : m.validation_required()}
            options={[
              { value: 'PUBLIC', label: 'Pública' },
              { value: 'PRIVATE', label: 'Privada' },
              { value: 'OTHER', label: 'Outra', disabled: true },
            ]}
          />
        </GalleryState>
      </GalleryGrid>
    </GallerySection>
  );
}

export function TabsSection() {
  return (
    <GallerySection id="tabs" name="Abas">
      <Tabs
        label="Detalhes do torneio"
        items={[
          { value: 'details', label: 'Detalhes', content: <p>Torneio solo de Fortnite para estudantes do ensino médio.</p> },
          { value: 'subscribers', label: 'Inscritos', content: <p>128 estudantes inscritos até agora.</p> },
          { value: 'rules', label: 'Regras', content: <p>Partidas às 19:00. Respeito acima de tudo!</p> },
          { value: 'awards', label: 'Prêmios', content: <p>Em breve.</p>, disabled: true },
        ]}
      />
    </GallerySection>
  );
}

export function AutocompleteSection() {
  const [calls, setCalls] = useState<string[]>([]);
  const [picked, setPicked] = useState<SampleCity | null>(null);
  async function searchCities(query: string, signal: AbortSignal): Promise<SampleCity[]> {
    setCalls((list) => [...list, query]);
    await new Promise((resolve) => setTimeout(resolve, 120));
    if (signal.aborted) return [];
    // Like the server: a contains match, more than 5 results; the component keeps 5 that start with the query.
    const folded = query.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
    return cities.filter((city) => city.name.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().includes(folded));
  }
  return (
    <GallerySection id="autocomplete" name="Autocompletar">
      <GalleryGrid>
        <GalleryState name="Cidade (300 ms, até 5 sugestões)">
          <Autocomplete<SampleCity>
            label="Cidade"
            name="city"
            search={searchCities}
            itemToString={(city) => city.name}
            itemToValue={(city) => String(city.id)}
            onSelect={setPicked}
          />
          <p className={css({ fontSize: 'caption', color: 'fg.muted' })}>
            Buscas feitas: <span data-testid="search-calls">{calls.length}</span> · Escolhida: <span data-testid="picked">{picked?.name ?? '—'}</span>
          </p>
        </GalleryState>
        <GalleryState name="Com erro">
          <Autocomplete<SampleCity>
            label="Escola"
            name="school"
            required
            error={m.validation_required()}
            search={async () => []}
            itemToString={(city) => city.name}
            itemToValue={(city) => String(city.id)}
            onSelect={() => {}}
          />
        </GalleryState>
      </GalleryGrid>
    </GallerySection>
  );
}
