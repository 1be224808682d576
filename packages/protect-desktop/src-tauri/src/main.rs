// The app's Rust shell, kept minimal: four commands that forward to the agent service over its
// control channel (one JSON line each way; see src/control/control-protocol.ts). Everything that
// decides or applies is the TypeScript agent running as SYSTEM; the window runs as the user.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

use serde_json::{json, Value};
use std::io::{BufRead, BufReader, Write};

#[cfg(windows)]
const CONTROL_PATH: &str = r"\\.\pipe\protect-desktop";
#[cfg(not(windows))]
const CONTROL_PATH: &str = "/run/protect-desktop/control.sock";

#[cfg(windows)]
fn open_control() -> std::io::Result<std::fs::File> {
    std::fs::OpenOptions::new().read(true).write(true).open(CONTROL_PATH)
}

#[cfg(not(windows))]
fn open_control() -> std::io::Result<std::os::unix::net::UnixStream> {
    std::os::unix::net::UnixStream::connect(CONTROL_PATH)
}

/// Sends one request and returns the agent's status, or its error message.
fn control(request: Value) -> Result<Value, String> {
    let mut stream = open_control().map_err(|e| format!("The protection service is not running: {e}"))?;
    let line = format!("{}\n", request);
    stream.write_all(line.as_bytes()).map_err(|e| e.to_string())?;
    let mut answer = String::new();
    BufReader::new(stream).read_line(&mut answer).map_err(|e| e.to_string())?;
    let answer: Value = serde_json::from_str(&answer).map_err(|e| e.to_string())?;
    if answer["ok"] == Value::Bool(true) {
        Ok(answer["status"].clone())
    } else {
        Err(answer["message"].as_str().unwrap_or("The service refused the request").to_string())
    }
}

#[tauri::command]
fn agent_status() -> Result<Value, String> {
    control(json!({ "command": "status" }))
}

#[tauri::command]
fn agent_pair(code: String) -> Result<Value, String> {
    control(json!({ "command": "pair", "code": code }))
}

#[tauri::command]
fn agent_release() -> Result<Value, String> {
    control(json!({ "command": "release" }))
}

#[tauri::command]
fn agent_cancel_release() -> Result<Value, String> {
    control(json!({ "command": "cancel-release" }))
}

fn main() {
    tauri::Builder::default()
        .invoke_handler(tauri::generate_handler![
            agent_status,
            agent_pair,
            agent_release,
            agent_cancel_release
        ])
        .run(tauri::generate_context!())
        .expect("error while running the protect-desktop app");
}
