/**
 * Data rights (docs/product/data-rights.md, API): the copy of everything the platform keeps about a
 * person, and the request to erase their account. Types only.
 */

/** One part of the copy: what it is, in plain words, and its records as stored. */
export interface DataExportSection {
  /** Stable name of the part (`account`, `tournaments`…). */
  key: string;
  title: string;
  description: string;
  records: Array<Record<string, unknown>>;
}

/** Everything about one person. */
export interface PersonDataExport {
  playId: string;
  sections: DataExportSection[];
}

/**
 * GET /records/api/user/data-export (and /records/api/guardian/minors/{id}/data-export): the
 * person's data, and for a guardian the data of every minor they supervise.
 */
export interface DataExport {
  format: 'dados-pessoais/1';
  /** ISO instant the copy was made. */
  generatedAt: string;
  /** What the file is and how to read it, in pt-BR. */
  about: string;
  person: PersonDataExport;
  minors: PersonDataExport[];
}

/** A pending erasure: when it was asked, by whom, and when it happens unless cancelled. */
export interface DeletionRequestView {
  /** ISO instant of the request. */
  requestedAt: string;
  /** ISO instant the account is erased. */
  dueAt: string;
  /** SELF: the person asked; GUARDIAN: one of their guardians did. */
  requestedBy: 'SELF' | 'GUARDIAN';
  /** The first name of the guardian who asked; null when the person did. */
  guardianName: string | null;
}

/** GET, POST and DELETE /records/api/user/deletion-request (and the guardian's, for a minor). */
export interface DeletionRequestState {
  request: DeletionRequestView | null;
}

/** POST /records/api/user/deletion-request: the caller's own password confirms it. */
export interface DeletionRequestBody {
  password: string;
}
