/// <reference types="@rsbuild/core/types" />

interface ImportMetaEnv {
  readonly APP_VERSION: string;
  readonly PUBLIC_VARS: Record<string, string | undefined>;
}
