import typia from 'typia';

export interface AppInfo {
  version: string;
}

/** Validates the build-time app info; a typia check kept in src/api as the toolchain requires. */
export const parseAppInfo = typia.createAssert<AppInfo>();
