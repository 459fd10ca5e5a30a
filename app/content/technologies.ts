// The demo technology logos on the home page, seeded once into the media library and the technologies
// table (db/seed.server.ts); staff edit them under Technologies. The SVGs come from the simple-icons
// package (CC0 1.0); the names are trademarks of their respective owners.

export type DemoTechnology = {
  name: string;
  /** Under public/: square, 24x24 viewBox, brand colour fill. */
  file: string;
};

export const technologies: DemoTechnology[] = [
  { name: "PHP", file: "images/tech/php.svg" },
  { name: "Laravel", file: "images/tech/laravel.svg" },
  { name: "MySQL", file: "images/tech/mysql.svg" },
  { name: "JavaScript", file: "images/tech/javascript.svg" },
  { name: "Vue.js", file: "images/tech/vuejs.svg" },
  { name: "React", file: "images/tech/react.svg" },
  { name: "Node.js", file: "images/tech/nodejs.svg" },
  { name: "Python", file: "images/tech/python.svg" },
];
