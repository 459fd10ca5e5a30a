import "~/utils/zod-config";

import { z } from "zod";

import { textField } from "~/utils/form-data";
import { translatable, withTranslations } from "~/utils/translation-form";
import type { Translations } from "~/utils/translations";

// The product and category editors' fields, checked with the same rules in the browser and in the
// action (whatever was sent). Numbers arrive as text so a wrong one is shown back as it was typed.

export const PRODUCT_PRICE_MAX = 99_999_999;

const price = z
  .string()
  .trim()
  .min(1, "Price is required")
  .refine((value) => !/^-/.test(value), "Price cannot be below zero")
  .refine((value) => /^-?\d+$/.test(value), "Enter the price in whole taka, without decimals or other characters")
  .transform(Number)
  .refine((value) => value <= PRODUCT_PRICE_MAX, `Price can be at most ${PRODUCT_PRICE_MAX.toLocaleString("en")} taka`);

const rating = z
  .string()
  .trim()
  .refine(
    (value) => value === "" || /^\d(\.\d)?$/.test(value),
    "Enter a rating from 0 to 5 with at most one decimal, e.g. 4.5",
  )
  .transform((value) => (value === "" ? 0 : Number(value)))
  .refine((value) => value <= 5, "Enter a rating from 0 to 5 with at most one decimal, e.g. 4.5");

export const productFieldsSchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(120, "Name can be at most 120 characters"),
  categoryId: z.string().trim().min(1, "Choose a category"),
  price,
  description: z
    .string()
    .trim()
    .min(1, "Description is required")
    .max(600, "Description can be at most 600 characters"),
  rating,
  imageAlt: z.string().trim().min(1, "Alt text is required").max(200, "Alt text can be at most 200 characters"),
  visible: z.boolean(),
});

/** `image` says whether the product will have an image (a new file, a library pick, or the one it has). */
export const productSchema = productFieldsSchema.extend({
  image: z.literal(true, "Image is required"),
});

export const productRequiredKeys = ["name", "categoryId", "price", "description", "image", "imageAlt"] as const;

/** The texts a product has in each language (decision 080); its image's alt text is the library's. */
export const productTranslation = translatable(productFieldsSchema.shape, { name: "text", description: "text" });

/** The editor's whole form: the English fields and their Bengali texts. */
export const productFormSchema = withTranslations(productSchema, productTranslation);

export type ProductInput = z.output<typeof productFieldsSchema> & { translations?: Translations };

export function productFormValues(form: FormData, hasImage: boolean) {
  return {
    name: textField(form, "name"),
    categoryId: textField(form, "categoryId"),
    price: textField(form, "price"),
    description: textField(form, "description"),
    rating: textField(form, "rating"),
    imageAlt: textField(form, "imageAlt"),
    visible: textField(form, "visible") === "on",
    image: hasImage,
    ...productTranslation.formValues(form),
  };
}

export const productCategorySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Name is required")
    .max(60, "Name can be at most 60 characters")
    .refine(
      (value) => value.toLowerCase() !== "all",
      "“All” already shows every category on the shop. Choose another name.",
    ),
});

export const productCategoryRequiredKeys = ["name"] as const;

/** The category's name in each language (decision 080), with the English rules. */
export const productCategoryTranslation = translatable(productCategorySchema.shape, { name: "text" });

/** The editor's whole form: the English name and its Bengali one. */
export const productCategoryFormSchema = withTranslations(productCategorySchema, productCategoryTranslation);

export type ProductCategoryInput = z.output<typeof productCategorySchema> & { translations?: Translations };

export function productCategoryFormValues(form: FormData) {
  return { name: textField(form, "name"), ...productCategoryTranslation.formValues(form) };
}
