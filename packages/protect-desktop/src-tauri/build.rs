// Declares the app's own commands so that tauri-build generates their allow-/deny- permissions
// (allow-agent-status, ...), which src-tauri/capabilities/main.json grants to the main window.
fn main() {
    tauri_build::try_build(tauri_build::Attributes::new().app_manifest(
        tauri_build::AppManifest::new().commands(&[
            "agent_status",
            "agent_pair",
            "agent_release",
            "agent_cancel_release",
        ]),
    ))
    .expect("failed to run tauri-build");
}
