// What the figures were measured on: they mean little without the machine and the code's revision.
import { execSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";

export type Machine = { cpu: string; cores: number; memoryGb: number; node: string; os: string; revision: string; loadAverage: number[] };

function cpuModel(): string {
  const info = fs.existsSync("/proc/cpuinfo") ? fs.readFileSync("/proc/cpuinfo", "utf8") : "";
  return /^model name\s*:\s*(.+)$/m.exec(info)?.[1]?.trim() ?? os.cpus()[0]?.model ?? "unknown";
}

function revision(): string {
  try {
    const head = execSync("git rev-parse --short HEAD", { encoding: "utf8" }).trim();
    const dirty = execSync("git status --porcelain --untracked-files=no", { encoding: "utf8" }).trim() !== "";
    return dirty ? `${head} + uncommitted changes` : head;
  } catch {
    return "unknown";
  }
}

export function machine(): Machine {
  return {
    cpu: cpuModel(),
    cores: os.cpus().length,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    revision: revision(),
    loadAverage: os.loadavg().map((x) => Math.round(x * 100) / 100),
  };
}
