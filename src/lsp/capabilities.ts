/**
 * What Alfred's client tells a server it supports in `initialize`. Pull
 * diagnostics are announced with dynamic registration because pyright only
 * switches to pull mode (and stops pushing) when the client can register it.
 */

/** The `capabilities` of Alfred's `initialize` request. */
export function clientCapabilities(): Record<string, unknown> {
  return {
    general: { positionEncodings: ["utf-16"] },
    window: { workDoneProgress: true, showMessage: {}, showDocument: { support: false } },
    workspace: {
      configuration: true,
      workspaceFolders: true,
      applyEdit: false,
      diagnostics: { refreshSupport: true },
      didChangeWatchedFiles: { dynamicRegistration: false },
    },
    textDocument: {
      synchronization: { dynamicRegistration: false, didSave: false, willSave: false },
      publishDiagnostics: { versionSupport: true, relatedInformation: false },
      diagnostic: { dynamicRegistration: true, relatedDocumentSupport: false },
      definition: { linkSupport: true },
      references: {},
      hover: { contentFormat: ["markdown", "plaintext"] },
    },
  };
}
