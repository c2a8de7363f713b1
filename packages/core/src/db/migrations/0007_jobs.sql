CREATE TABLE "feature_transitions" (
	"brand" text NOT NULL,
	"feature_key" text NOT NULL,
	"transition" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feature_transitions_brand_feature_key_transition_at_pk" PRIMARY KEY("brand","feature_key","transition","at")
);
