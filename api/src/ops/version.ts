// The release this build is (package.json's version), for start-up logs.
import pkg from '../../../package.json'

export const snipVersion: string = pkg.version
