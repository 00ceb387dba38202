/// <reference types="@rsbuild/core/types" />

interface ImportMetaEnv {
  readonly APP_VERSION: string;
}
