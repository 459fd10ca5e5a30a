import { spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";

import { processTree } from "./processes";
import type { PeerContent } from "./wordpress-content";

/**
 * A stock WordPress beside our server, for `npm run bench -- --peer wordpress` (issue 27): Debian's own
 * packages (wordpress 6.1 with Twenty Twenty-Three, nginx, php-fpm) and the MariaDB already running on
 * 127.0.0.1:3306, with Debian's default settings (php-fpm's pool as in its www.conf, nginx's gzip, opcache
 * on). Our own nginx and php-fpm processes run on a free port from a temporary folder; the system's services
 * are not touched. The site is seeded with our home page's text and our six articles.
 */

const PACKAGES = ["nginx-light", "php-fpm", "php-mysql", "wordpress", "wordpress-theme-twentytwentythree"];
const DATABASE = "codexa_bench_wp";
/** Debian's wp-config.php picks /etc/wordpress/config-<WORDPRESS_CONFIG>.php when the server passes it. */
const CONFIG_NAME = "codexa-bench";
const CONFIG_FILE = `/etc/wordpress/config-${CONFIG_NAME}.php`;
const THEMES = "/var/lib/wordpress/wp-content/themes";

export type WordPress = {
  url: string;
  articlePath: string;
  blogPath: string;
  /** nginx, php-fpm and MariaDB: the whole tree a WordPress site needs. */
  pids(): number[];
  stop(): void;
};

export type Unavailable = { unavailable: string };

const run = (command: string, args: string[], input?: string) =>
  spawnSync(command, args, { input, encoding: "utf8", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });

const installed = (pkg: string) =>
  run("dpkg-query", ["-W", "-f=${Status}", pkg]).stdout?.includes("install ok installed");

const mysql = (sql: string) => run("mysql", ["--protocol=tcp", "-h127.0.0.1", "-uroot", "-e", sql]);

/** Installs what is missing through apt, with services kept from starting (ours run on their own). */
function ensurePackages(log: (line: string) => void): string | undefined {
  const missing = PACKAGES.filter((pkg) => !installed(pkg));
  if (missing.length === 0) return undefined;
  log(`wordpress: apt-get install ${missing.join(" ")} …`);
  // Debian's policy hook: exit 101 keeps the packages' services from starting. Left alone if it exists.
  const policy = "/usr/sbin/policy-rc.d";
  const ownPolicy = !existsSync(policy);
  if (ownPolicy) writeFileSync(policy, "#!/bin/sh\nexit 101\n", { mode: 0o755 });
  try {
    let result = run("apt-get", ["install", "-y", "--no-install-recommends", ...missing]);
    if (result.status !== 0) {
      run("apt-get", ["update"]);
      result = run("apt-get", ["install", "-y", "--no-install-recommends", ...missing]);
    }
    if (result.status !== 0)
      return `apt-get install failed: ${(result.stderr || result.stdout || "").trim().split("\n").at(-1)}`;
  } finally {
    if (ownPolicy) rmSync(policy, { force: true });
  }
  return undefined;
}

/** The PIDs of running processes whose command is `name` (MariaDB's server, say). */
function pidsNamed(name: string): number[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, "utf8").trim() === name;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** Debian's stock pool settings (pm and its numbers), read from its www.conf. */
function stockPoolSettings(): string {
  const file = "/etc/php/8.2/fpm/pool.d/www.conf";
  const lines = existsSync(file) ? readFileSync(file, "utf8").split("\n") : [];
  const settings = lines.filter((line) => /^pm(\.[a-z_]+)?\s*=/.test(line.trim()));
  return settings.length > 0 ? settings.join("\n") : "pm = dynamic\npm.max_children = 5\npm.start_servers = 2";
}

async function waitFor(url: string, child: { exitCode: number | null }, what: string, logFile: string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ok = await fetch(url, { redirect: "manual" }).then(
      (response) => response.status < 500,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not start (see ${logFile})`);
}

const SEED_PHP = String.raw`<?php
$_SERVER['WORDPRESS_CONFIG'] = $argv[1];
$_SERVER['HTTP_HOST'] = $argv[2];
$_SERVER['REQUEST_URI'] = '/';
define('WP_INSTALLING', true);
require_once '/usr/share/wordpress/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
$content = json_decode(file_get_contents($argv[3]), true);
wp_install('Codexa', 'admin', 'admin@example.test', true, '', wp_generate_password(24));
switch_theme('twentytwentythree');
update_option('permalink_structure', '/%postname%/');
foreach (get_posts(['post_type' => ['post', 'page'], 'post_status' => 'any', 'numberposts' => -1]) as $old) wp_delete_post($old->ID, true);
$home = wp_insert_post(['post_type' => 'page', 'post_status' => 'publish', 'post_title' => $content['home']['title'], 'post_content' => $content['home']['html']]);
$blog = wp_insert_post(['post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Blog', 'post_name' => 'blog']);
update_option('show_on_front', 'page');
update_option('page_on_front', $home);
update_option('page_for_posts', $blog);
foreach ($content['posts'] as $post) {
  wp_insert_post(['post_type' => 'post', 'post_status' => 'publish', 'post_name' => $post['slug'], 'post_title' => $post['title'],
    'post_excerpt' => $post['excerpt'], 'post_content' => $post['html'], 'post_date' => $post['date']]);
}
flush_rewrite_rules();
echo "seeded\n";
`;

/** Installs (if need be), configures, seeds and starts WordPress; or says why it cannot here. */
export async function startWordPress(options: {
  port: number;
  content: PeerContent;
  log: (line: string) => void;
}): Promise<WordPress | Unavailable> {
  if (process.platform !== "linux" || process.getuid?.() !== 0)
    return { unavailable: "not root: the bench installs WordPress, nginx and php-fpm with apt-get" };
  if (spawnSync("apt-get", ["--version"]).status !== 0) return { unavailable: "no apt-get on this machine" };
  const failed = ensurePackages(options.log);
  if (failed) return { unavailable: failed };
  if (mysql("select 1").status !== 0)
    return { unavailable: "MariaDB does not answer on 127.0.0.1:3306 as root without a password" };
  const phpFpm = ["/usr/sbin/php-fpm8.2", "/usr/sbin/php-fpm"].find((file) => existsSync(file));
  const nginxBinary = ["/usr/sbin/nginx"].find((file) => existsSync(file));
  if (!phpFpm || !nginxBinary) return { unavailable: "php-fpm or nginx is missing after the install" };

  const host = `127.0.0.1:${options.port}`;
  const url = `http://${host}`;
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-wordpress-"));
  chmodSync(dir, 0o755);
  for (const sub of ["tmp", "fastcgi"]) mkdirSync(path.join(dir, sub));

  mysql(`DROP DATABASE IF EXISTS ${DATABASE}; CREATE DATABASE ${DATABASE} CHARACTER SET utf8mb4`);
  writeFileSync(
    CONFIG_FILE,
    `<?php
// Written by the bench (bench/wordpress.ts) for its own WordPress; nothing else reads it.
define('DB_NAME', '${DATABASE}');
define('DB_USER', 'root');
define('DB_PASSWORD', '');
define('DB_HOST', '127.0.0.1');
define('WP_HOME', 'http://' . $_SERVER['HTTP_HOST']);
define('WP_SITEURL', 'http://' . $_SERVER['HTTP_HOST']);
`,
  );
  // Debian installs the default theme under /usr/share and expects a link to it in the content folder.
  const theme = path.join(THEMES, "twentytwentythree");
  if (!existsSync(theme)) symlinkSync("/usr/share/wordpress/wp-content/themes/twentytwentythree", theme);

  const contentFile = path.join(dir, "content.json");
  writeFileSync(contentFile, JSON.stringify(options.content));
  writeFileSync(path.join(dir, "seed.php"), SEED_PHP);
  const seeded = run("php", [path.join(dir, "seed.php"), CONFIG_NAME, host, contentFile]);
  if (!seeded.stdout?.includes("seeded")) {
    rmSync(dir, { recursive: true, force: true });
    return { unavailable: `seeding WordPress failed: ${(seeded.stderr || seeded.stdout || "").trim().slice(-300)}` };
  }

  writeFileSync(
    path.join(dir, "php-fpm.conf"),
    `[global]
pid = ${dir}/php-fpm.pid
error_log = ${dir}/php-fpm.log
daemonize = no
[www]
user = www-data
group = www-data
listen = ${dir}/php-fpm.sock
listen.owner = www-data
listen.group = www-data
${stockPoolSettings()}
`,
  );
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `user www-data;
worker_processes auto;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 768; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65;
  keepalive_requests 1000000;
  gzip on;
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/tmp;
  fastcgi_temp_path ${dir}/fastcgi;
  server {
    listen ${host};
    root /usr/share/wordpress;
    index index.php;
    location /wp-content/ { alias /var/lib/wordpress/wp-content/; }
    location / { try_files $uri $uri/ /index.php?$args; }
    location ~ \\.php$ {
      # Debian's snippets/fastcgi-php.conf, spelt out (its relative include would resolve in our folder).
      fastcgi_split_path_info ^(.+?\\.php)(/.*)$;
      try_files $fastcgi_script_name =404;
      set $path_info $fastcgi_path_info;
      fastcgi_param PATH_INFO $path_info;
      fastcgi_index index.php;
      include /etc/nginx/fastcgi.conf;
      fastcgi_param WORDPRESS_CONFIG ${CONFIG_NAME};
      fastcgi_pass unix:${dir}/php-fpm.sock;
    }
  }
}
`,
  );
  const fpm = spawn(phpFpm, ["-y", path.join(dir, "php-fpm.conf"), "-F"], { stdio: "ignore" });
  const nginx = spawn(nginxBinary, ["-c", path.join(dir, "nginx.conf"), "-p", dir], { stdio: "ignore" });
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    nginx.kill("SIGTERM");
    fpm.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${url}/`, nginx, "WordPress (nginx + php-fpm)", dir);
  } catch (error) {
    stop();
    return { unavailable: (error as Error).message };
  }
  const mariadb = [...pidsNamed("mariadbd"), ...pidsNamed("mysqld")];
  return {
    url,
    articlePath: `/${options.content.posts[0]!.slug}/`,
    blogPath: "/blog/",
    pids: () => [...processTree(nginx.pid!), ...processTree(fpm.pid!), ...mariadb],
    stop,
  };
}
